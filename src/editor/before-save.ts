/**
 * What the editor does before it saves an entry (Decap's `preSave` event): it leaves out what an
 * editor left empty in optional fields, so the saved file holds no `galleryLinkLabel: ""`, and it
 * checks the entry as the build will, among the saved files, refusing to save what the build would
 * refuse. Decap aborts the save when the handler throws, and shows the error's message.
 */
import { CONTENT } from "../content-model/content";
import type { ContentSpec } from "../content-model/declarations";
import { fieldsIn, jsonSchemaOf, type JsonField } from "../content-model/json-schema";
import { CONTENT_FOLDER } from "../content-model/words";
import { editorName, FILES_COLLECTION } from "./config";
import type { Entry, EntryData } from "./decap";
import { readUpload } from "./pictures";
import { checkPreview, editedDocument, fileOf } from "./preview/check-preview";
import { savedDocuments } from "./saved-content";

/** The places in `value` where an optional field was left empty. */
export const emptyOptionalPaths = (field: JsonField, value: unknown) =>
  [...fieldsIn(field, value)].flatMap(([, , path, empty]) => (empty ? [path] : []));

/** The declaration an entry of `collection` (`apps`, or `site` with the file `screenshots`) is of. */
export const specOfEntry = (collection: unknown, slug: unknown): ContentSpec | undefined =>
  CONTENT.find((spec) => editorName(spec) === (collection === FILES_COLLECTION ? slug : collection));

/**
 * The sentence the editor shows when it refuses to save: the first problem, and how many more and
 * where they are listed, the preview, which its eye button ("Toggle preview") shows when hidden.
 */
export function refusal(problems: readonly string[], preview: Preview): string {
  const more = problems.length - 1;
  const hidden = ": show it with the eye button (Toggle preview) at the top right";
  const where = `listed in the preview${preview === "shown" ? "" : hidden}`;
  const rest = more === 0 ? "" : ` (and ${more} more ${more === 1 ? "problem" : "problems"}, ${where})`;
  return `The website could not be built with this, so it was not saved: ${problems[0]}${rest}`;
}

/** Whether the editor shows the entry's preview beside its fields. */
export type Preview = "shown" | "hidden";

export async function beforeSave(entry: Entry, preview: Preview): Promise<EntryData> {
  const slug = entry.get("slug");
  const spec = specOfEntry(entry.get("collection"), slug);
  const data = entry.get("data");
  if (spec === undefined) return data;
  const cleaned = emptyOptionalPaths(jsonSchemaOf(spec.schema), data.toJS()).reduce(
    (values, path) => values.removeIn(path),
    data,
  );
  // The pictures uploaded for this entry, read as the build will, whether a preview read them or not.
  for (const { path, file } of entry.get("mediaFiles")?.toJS() ?? [])
    if (file) await readUpload(path.replace(new RegExp(`^/?${CONTENT_FOLDER}/`), ""), file);
  const file = fileOf(cleaned, entry.get("i18n"));
  const checked = checkPreview(editedDocument(spec, slug, file), await savedDocuments());
  if (checked.state === "problems") throw new Error(refusal(checked.problems, preview));
  return cleaned;
}
