import { EDITOR_SAYS } from "../content-model/plain-words";
import { speakAsTheBuild, withBuildWords } from "./editor-words";

const decapEnglish = {
  app: { header: { content: "Contents" } },
  editor: {
    editorControlPane: {
      widget: { required: "%{fieldLabel} is required.", invalidPath: "'%{path}' is not a valid path" },
    },
    onLeavePage: "Are you sure?",
  },
};

describe("the editor's words for its field checks", () => {
  it("are the build's, and every other word stays Decap's", () => {
    const phrases = withBuildWords(decapEnglish) as typeof decapEnglish;
    expect(phrases.editor.editorControlPane.widget).toEqual({
      invalidPath: "'%{path}' is not a valid path",
      ...EDITOR_SAYS,
    });
    expect(phrases.editor.onLeavePage).toBe("Are you sure?");
    expect(phrases.app).toBe(decapEnglish.app);
  });

  it("replace Decap's English in its registry", () => {
    const registered = new Map<string, unknown>([["en", decapEnglish]]);
    speakAsTheBuild({
      getLocale: (locale) => registered.get(locale) as Record<string, unknown> | undefined,
      registerLocale: (locale, phrases) => registered.set(locale, phrases),
    });
    expect(registered.get("en")).toEqual(withBuildWords(decapEnglish));
  });
});
