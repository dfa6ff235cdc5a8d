/**
 * What the editor does before it saves an entry (Decap's `preSave` event): it leaves out what an
 * editor left empty in optional fields, so the saved file holds no `galleryLinkLabel: ""`, and it
 * checks the entry as the build will, beside the saved content (the preview's check), refusing to
 * save what the build would refuse. Decap aborts the save when the handler throws, and shows the
 * error's message.
 */
import { isGroup } from "../content-model/check-document";
import type { ContentSpec } from "../content-model/content-file";
import { contentSpecs } from "../content-model/content-files";
import { documentSchema } from "../content-model/document";
import { isEmptyValue } from "../content-model/empty";
import { fieldTree, type FieldNode } from "../content-model/field-tree";
import { FILES_COLLECTION, editorFileName } from "./config";
import { checkPreview } from "./preview/preview-content";
import { savedContentSource } from "./saved-content-source";
import { editedDocument, savedDocuments, withClashingFiles } from "./saved-documents";

type Path = ReadonlyArray<string | number>;

/** An entry's values as Decap holds them: an Immutable.js Map. */
export interface EntryData {
  toJS(): unknown;
  removeIn(path: Path): EntryData;
}

/** The entry being saved, as Decap hands it to a `preSave` handler. */
export interface SavedEntry {
  get(key: "data"): EntryData;
  get(key: "collection" | "slug"): unknown;
}

/** The places in `value` where an optional field was left empty, deepest first. */
export function emptyOptionalPaths(field: FieldNode, value: unknown, at: Path = []): Path[] {
  if (field.kind === "group" && isGroup(value)) {
    return Object.entries(field.fields).flatMap(([name, child]) => {
      if (!Object.hasOwn(value, name)) return [];
      if (!child.required && isEmptyValue(value[name])) return [[...at, name]];
      return emptyOptionalPaths(child, value[name], [...at, name]);
    });
  }
  if (field.kind === "list" && Array.isArray(value))
    return value.flatMap((item, index) => emptyOptionalPaths(field.item, item, [...at, index])).reverse();
  return [];
}

/** The declaration an entry of `collection` (`apps`, or `site` with the file `screenshots`) is of. */
export function specOfEntry(collection: unknown, slug: unknown): ContentSpec | undefined {
  return contentSpecs.find((spec) =>
    spec.shape === "folder"
      ? spec.folder === collection
      : collection === FILES_COLLECTION && editorFileName(spec) === slug,
  );
}

/**
 * Said when no preview has opened in this visit (an editor who hid it keeps it hidden): the saved
 * content the check needs comes through a preview (saved-content-source.ts), and an entry checked
 * alone could clash with another file and stop the build.
 */
export const NOT_CHECKED =
  "The editor could not check this entry against the website's other files, so it was not saved: show the preview (the eye button at the top right of the form), then publish again.";

/** The sentence the editor shows when it refuses to save: the first problem, and how many more. */
export function refusal(problems: readonly string[]): string {
  const more = problems.length - 1;
  const rest =
    more === 0 ? "" : ` (and ${more} more ${more === 1 ? "problem" : "problems"}, listed in the preview)`;
  return `The website could not be built with this, so it was not saved: ${problems[0]}${rest}`;
}

export async function beforeSave({ entry }: { readonly entry: SavedEntry }): Promise<EntryData> {
  const slug = entry.get("slug");
  const spec = specOfEntry(entry.get("collection"), slug);
  const data = entry.get("data");
  if (spec === undefined) return data;
  const edited = { spec, ...(typeof slug === "string" && slug !== "" ? { slug } : {}) };
  const values = data.toJS();
  const tree = fieldTree(documentSchema(editedDocument(edited, values)));
  const cleaned = emptyOptionalPaths(tree, values).reduce((values, path) => values.removeIn(path), data);
  const document = editedDocument(edited, cleaned.toJS());
  const getCollection = savedContentSource();
  const saved = getCollection
    ? await withClashingFiles(
        getCollection,
        await savedDocuments(getCollection, contentSpecs, edited),
        document,
      )
    : [];
  const checked = checkPreview(document, saved);
  if (checked.state === "problems") throw new Error(refusal(checked.problems));
  if (getCollection === undefined) throw new Error(NOT_CHECKED);
  return cleaned;
}
