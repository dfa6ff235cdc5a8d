import { EDITOR_SAYS, expectation, say } from "../content-model/words";
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

  it("say what the build says of the same problem", () => {
    const fill = (template: string, values: Record<string, string | number>) =>
      template.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name]));
    const after = (label: string, message: string) => message.slice(`${label}: `.length);
    const list = fill(EDITOR_SAYS.rangeCount, { fieldLabel: "Features", minCount: 1, maxCount: 8 });
    expect(say.count(9, 1, 8)).toMatch(new RegExp(`, ${after("Features", list)}$`));
    const number = fill(EDITOR_SAYS.range, { fieldLabel: "Rating", minValue: 1, maxValue: 5 });
    expect(say.found(6, expectation.wholeNumber(1, 5))).toMatch(new RegExp(`, ${after("Rating", number)}$`));
    const required = fill(EDITOR_SAYS.required, { fieldLabel: "Name" });
    expect(say.missing(expectation.text).startsWith(after("Name", required))).toBe(true);
    const exact = fill(EDITOR_SAYS.rangeCountExact, { fieldLabel: "Slides", count: 3 });
    expect(say.count(4, 3, 3)).toMatch(new RegExp(`, ${after("Slides", exact)}$`));
  });
});
