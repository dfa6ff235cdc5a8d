/**
 * The saved content the editor checks an entry against and previews it among: single files by
 * name, and every product of a collection. Decap hands a collection's products over without their
 * file names, so messages name them by their product's name ("the app Starlight Stories"), and
 * their files are taken to be named after it, as Decap names new files.
 */
import { isGroup } from "../content-model/check-document";
import type { Collection, ContentSpec } from "../content-model/content-file";
import { productSlug, type Document } from "../content-model/document";
import { editorCollectionName, editorFileName } from "./config";
import { newFileSlug } from "./new-file-name";
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
    file: `${spec.folder}/${newFileSlug(nameOf(value) ?? spec.itemLabel)}.yaml`,
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
function editedFile(edited: EditedEntry, value: unknown): string {
  const { spec } = edited;
  if (spec.shape !== "folder") return spec.file;
  if (edited.slug) return `${spec.folder}/${edited.slug}.yaml`;
  const name = nameOf(value);
  return `${spec.folder}/${name === undefined ? spec.itemLabel : newFileSlug(name)}.yaml`;
}

/** The entry being edited as the checks see it: a new product's file is still to be made. */
export function editedDocument(edited: EditedEntry, value: unknown): Document {
  const document = { spec: edited.spec, file: editedFile(edited, value), value };
  return edited.spec.shape === "folder" && !edited.slug ? { ...document, unsaved: true } : document;
}

/**
 * `saved`, with the files that a new product's file would clash with made known. A new product's
 * file is named after its name (new-file-name.ts), and the build refuses two products' files of
 * one name, whatever their kinds. The saved products' own files are not known (see above), and a
 * product keeps its file when it is renamed, so the file a new one would clash with is asked for
 * in every collection of products by the new file's name: where it is there, the saved product it
 * holds is named by it, and the new name is refused as CONTENT.md says (in its own collection,
 * Decap would name the new file `…-1.yaml`, but an editor is told the same for either kind).
 *
 * Decap answers for a file that is not there with a failure; with GitHub's backend the browser
 * also logs the request's 404, as it does for Decap's own look for a taken name when it saves a
 * new entry. So the files are asked for only here, when a new product is saved, not as it is typed.
 */
export async function withClashingFiles(
  getCollection: GetCollection,
  saved: readonly Document[],
  edited: Document,
): Promise<Document[]> {
  if (!edited.unsaved) return [...saved];
  const slug = productSlug(edited.file);
  const folders = new Set(saved.flatMap(({ spec }) => (spec.shape === "folder" ? [spec] : [])));
  const found = new Map(
    await Promise.all(
      [...folders].map(async (spec) => {
        const value = await getCollection(spec.folder, slug).then(dataOf, () => undefined);
        return [spec, value === undefined ? undefined : JSON.stringify(value)] as const;
      }),
    ),
  );
  const named = new Set<Collection>();
  return saved.map((document) => {
    const { spec } = document;
    if (spec.shape !== "folder" || document.shownAs === undefined || named.has(spec)) return document;
    const value = found.get(spec);
    if (value === undefined || value !== JSON.stringify(document.value)) return document;
    named.add(spec);
    return { spec, file: `${spec.folder}/${slug}.yaml`, value: document.value };
  });
}
