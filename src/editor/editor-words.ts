/**
 * The editor's own checks in the build's words (src/content-model/words.ts, EDITOR_SAYS): Decap
 * says "Name is required." where the build says "this required field is missing". Decap's
 * documented way to change its words is a locale; this one is its English, with the messages of
 * its field checks replaced.
 */
import { isGroup } from "../content-model/fields";
import { EDITOR_SAYS } from "../content-model/words";

type Phrases = Readonly<Record<string, unknown>>;

/** The part of Decap's `CMS` object that holds its words. */
export interface LocaleRegistry {
  getLocale(locale: string): Phrases | undefined;
  registerLocale(locale: string, phrases: Phrases): void;
}

/** `phrases` with the field checks' messages (editor › editorControlPane › widget) replaced. */
export function withBuildWords(phrases: Phrases): Phrases {
  const editor = isGroup(phrases.editor) ? phrases.editor : {};
  const pane = isGroup(editor.editorControlPane) ? editor.editorControlPane : {};
  const widget = isGroup(pane.widget) ? pane.widget : {};
  return {
    ...phrases,
    editor: { ...editor, editorControlPane: { ...pane, widget: { ...widget, ...EDITOR_SAYS } } },
  };
}

export function speakAsTheBuild(decap: LocaleRegistry): void {
  const english = decap.getLocale("en");
  if (english === undefined) throw new Error("Decap has no English words to change.");
  decap.registerLocale("en", withBuildWords(english));
}
