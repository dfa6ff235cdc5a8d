/**
 * The saved content the editor checks an entry against and previews it among: single files by
 * name, and every product of a collection. Decap hands a collection's products over without their
 * file names, so messages name them by their product's name ("the app Starlight Stories").
 */
import { asProductSlug } from "../content-model/check-content";
import { isGroup } from "../content-model/check-document";
import type { Collection, ContentSpec } from "../content-model/content-file";
import type { Document } from "../content-model/document";
import { editorCollectionName, editorFileName } from "./config";
import { plainValues, type DecapMap, type GetCollection } from "./preview/decap-preview";

/** The entry being edited: its declaration and, once it has been saved, its slug (its file's name). */
export interface EditedEntry {
  readonly spec: ContentSpec;
  readonly slug?: string;
}

const dataOf = (entry: DecapMap): unknown => plainValues(entry.get("data"));

const nameOf = (value: unknown): string | undefined => {
  const name = isGroup(value) ? value.name : undefined;
  return typeof name === "string" && name.trim() !== "" ? name : undefined;
};

/** How a saved product is named in messages when its file name is unknown. */
function shownAs(spec: Collection, value: unknown): string {
  const name = nameOf(value);
  return name === undefined
    ? `a ${spec.itemLabel} in content/${spec.folder}/`
    : `the ${spec.itemLabel} "${name}" in content/${spec.folder}/`;
}

/** Removes the first of `values` equal to `own`: the saved copy of the entry being edited. */
function withoutOwn(values: readonly unknown[], own: unknown): unknown[] {
  const key = JSON.stringify(own);
  const index = values.findIndex((value) => JSON.stringify(value) === key);
  return index === -1 ? [...values] : [...values.slice(0, index), ...values.slice(index + 1)];
}

async function productsOf(
  getCollection: GetCollection,
  spec: Collection,
  edited: EditedEntry,
): Promise<Document[]> {
  const entries = await getCollection(spec.folder);
  let values = entries.map(dataOf);
  if (edited.spec === spec && edited.slug)
    values = withoutOwn(values, dataOf(await getCollection(spec.folder, edited.slug)));
  return values.map((value) => ({
    spec,
    file: `${spec.folder}/${asProductSlug(nameOf(value) ?? spec.itemLabel)}.yaml`,
    value,
    shownAs: shownAs(spec, value),
  }));
}

/** The saved documents of `specs` but the entry being edited. */
export async function savedDocuments(
  getCollection: GetCollection,
  specs: readonly ContentSpec[],
  edited: EditedEntry,
): Promise<Document[]> {
  const loaded = await Promise.all(
    specs.map(async (spec): Promise<Document[]> => {
      if (spec.shape === "folder") return productsOf(getCollection, spec, edited);
      if (spec === edited.spec) return [];
      const entry = await getCollection(editorCollectionName(spec), editorFileName(spec));
      return [{ spec, file: spec.file, value: dataOf(entry) }];
    }),
  );
  return loaded.flat();
}

/**
 * The file the entry being edited is saved in: a single file's own, or its product's, named after
 * its slug; a new product's is named after its name, as Decap will name it.
 */
export function editedFile(edited: EditedEntry, value: unknown): string {
  const { spec } = edited;
  if (spec.shape !== "folder") return spec.file;
  return `${spec.folder}/${edited.slug || asProductSlug(nameOf(value) ?? "") || spec.itemLabel}.yaml`;
}
