/**
 * For the previews' and the editor's unit tests: the saved content, and the props Decap passes a
 * preview template, faked the way Decap makes them. The content is a copy of content/ that does
 * not change (internal/content-files/fixtures/content/), because the tests quote its words,
 * names and addresses, which editors change.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type {
  DecapAsset,
  DecapMap,
  GetCollection,
  PreviewTemplateProps,
} from "../editor/preview/decap-preview";

export type Values = Record<string, unknown>;

const CONTENT = path.resolve(__dirname, "../../internal/content-files/fixtures/content");

/** A fresh copy of a content file's saved values, by its path in content/ without `.yaml` (`apps/baby-lullabies`). */
export function saved(name: string): Values {
  return yaml.load(readFileSync(path.join(CONTENT, `${name}.yaml`), "utf8")) as Values;
}

/** The address a test's `getAsset` gives a picture. */
export const assetUrl = (picture: string) => `blob:http://localhost/${picture}`;

const entryOf = (data: unknown, slug?: string): DecapMap => ({
  get: (key) => (key === "data" ? data : key === "slug" ? slug : undefined),
});

/** Files saved in the repository, as the test says they are: by path without `.yaml`, or removed (null). */
export type SavedFiles = Readonly<Record<string, Values | null>>;

/**
 * Decap's `getCollection` over content/ with `changes` made: a file collection's file or a
 * product by its slug, or every product of a folder. It answers on the next turn, as a request to
 * the backend would.
 */
export function savedCollections(changes: SavedFiles = {}): GetCollection {
  const one = (name: string) => {
    const changed = changes[name];
    if (changed === null) throw new Error(`content/${name}.yaml does not exist.`);
    return changed ?? saved(name);
  };
  const all = (folder: string) => {
    const onDisk = readdirSync(path.join(CONTENT, folder)).map(
      (file) => `${folder}/${file.replace(/\.yaml$/, "")}`,
    );
    const added = Object.keys(changes).filter((name) => name.startsWith(`${folder}/`));
    return [...new Set([...onDisk, ...added])].filter((name) => changes[name] !== null).map(one);
  };
  function getCollection(collection: string, slug: string): Promise<DecapMap>;
  function getCollection(collection: string): Promise<readonly DecapMap[]>;
  async function getCollection(collection: string, slug?: string): Promise<DecapMap | readonly DecapMap[]> {
    await Promise.resolve();
    if (collection === "site") return entryOf(one(slug ?? ""));
    if (slug !== undefined) return entryOf(one(`${collection}/${slug}`));
    return all(collection).map((data) => entryOf(data));
  }
  return getCollection;
}

/**
 * The props of a preview of `values` (an entry saved as `slug`, or a new one), with every other
 * file as saved, but for `changes`. `getAsset` answers at once.
 */
export function previewProps(
  values: Values,
  options: { slug?: string; changes?: SavedFiles } = {},
): PreviewTemplateProps {
  return {
    entry: entryOf(values, options.slug),
    getAsset: (picture): DecapAsset => ({ path: `content/${picture}`, toString: () => assetUrl(picture) }),
    getCollection: savedCollections(options.changes),
    document,
    window,
  };
}
