import { checkDocuments } from "../../content-model/check";
import { isGroup } from "../../content-model/fields";
import { ALL_LANGUAGES, DEFAULT_LANGUAGE } from "../../lib/languages";
import type { EntryData, EntryTranslations } from "../decap";
import type { ContentSpec, Document } from "../../content-model/declarations";
import { formatProblem } from "../../content-model/words";
import { newFileSlug } from "../new-file-name";
import { checkPicture, unusableUploads } from "../pictures";

/** What a preview can show of the content. */
export type PreviewContent =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  /** Each problem in the words of the build's content check. */
  | { readonly state: "problems"; readonly problems: readonly string[] }
  /** The entry being edited among the saved files, all checked together. */
  | { readonly state: "ready"; readonly documents: readonly Document[] };

/**
 * The file an entry being edited makes: its values in English, and each other language's, empty
 * where it has none (Decap writes a key for each).
 */
export function fileOf(values: EntryData, translations: EntryTranslations | undefined) {
  const others = translations?.toJS() ?? {};
  const part = (language: string) =>
    language === DEFAULT_LANGUAGE ? values.toJS() : (others[language]?.data ?? {});
  return Object.fromEntries(ALL_LANGUAGES.map((language) => [language, part(language)]));
}

/**
 * The entry being edited as the checks see it: a single file's own; a saved product's file, named
 * by its slug; a new product's file, still to be named after its name as Decap will name it.
 */
export function editedDocument(spec: ContentSpec, slug: unknown, value: unknown): Document {
  if (spec.shape === "file") return { spec, file: spec.file, value };
  if (typeof slug === "string" && slug !== "") return { spec, file: `${spec.folder}/${slug}.yaml`, value };
  const english = isGroup(value) ? value[DEFAULT_LANGUAGE] : undefined;
  const name = isGroup(english) ? english.name : undefined;
  const named = typeof name === "string" && name.trim() !== "" ? newFileSlug(name) : spec.itemLabel;
  return { spec, file: `${spec.folder}/${named}.yaml`, value, unsaved: true };
}

/**
 * Checks the entry being edited, with its unsaved values, among the saved files (its own saved
 * copy left out) as the build would check them: a reference to a screenshot against the
 * screenshots, a page address against every other. The check before saving is this one, on the
 * values about to be saved. `unusable`: the uploads read so far and found no picture the build can use.
 */
export function checkPreview(
  edited: Document,
  saved: readonly Document[],
  unusable: ReadonlySet<string> = unusableUploads(),
): PreviewContent {
  const others = edited.unsaved ? saved : saved.filter((document) => document.file !== edited.file);
  const documents = [...others, edited];
  const checkImage = (imagePath: string) => checkPicture(imagePath, unusable);
  const problems = checkDocuments(documents, { checkImage }).map(formatProblem);
  return problems.length > 0 ? { state: "problems", problems } : { state: "ready", documents };
}
