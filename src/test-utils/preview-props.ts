/**
 * For the previews' and the editor's unit tests: the saved content behind a fake of the backend
 * Decap edits through, and the entry Decap hands a preview or a save, faked the way Decap makes
 * them. The content is the specification's frozen copy (internal/content-files/fixtures/content/),
 * because the tests quote its words, names and addresses.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { DecapAsset, Entry, EntryData, EntryTranslations, PreviewTemplateProps } from "../editor/decap";
import { readSavedContentFrom, type Backend } from "../editor/saved-content";
import { SPECIFICATION_CONTENT_DIR } from "../../internal/content-files/current-content";

export type Values = Record<string, unknown>;

/**
 * A fresh copy of a content file's saved values, by its path in content/ without `.yaml`
 * (`apps/baby-lullabies`), as Decap reads them: YAML 1.2, where a day written unquoted is a text.
 */
export function saved(name: string): Values {
  const file = path.join(SPECIFICATION_CONTENT_DIR, `${name}.yaml`);
  return yaml.load(readFileSync(file, "utf8"), { schema: yaml.CORE_SCHEMA }) as Values;
}

/** The address a test's `getAsset` gives a picture. */
export const assetUrl = (picture: string) => `blob:http://localhost/${picture}`;

/** Files saved in the repository, as the test says they are: by path without `.yaml`, or removed (null). */
export type SavedFiles = Readonly<Record<string, Values | null>>;

/**
 * The backend over the fixture with `changes` made, as Decap's backends hand files over: each
 * with its path in the repository and its text. It answers on the next turn, as a request would.
 */
export function fixtureBackend(changes: SavedFiles = {}): Backend {
  const entry = async (name: string) => {
    await Promise.resolve();
    const changed = changes[name];
    if (changed === null) throw new Error(`content/${name}.yaml does not exist.`);
    return { file: { path: `content/${name}.yaml` }, data: yaml.dump(changed ?? saved(name)) };
  };
  return {
    getEntry: (file) => entry(file.replace(/^content\//, "").replace(/\.yaml$/, "")),
    entriesByFolder: async (folder) => {
      const name = folder.replace(/^content\//, "");
      const onDisk = readdirSync(path.join(SPECIFICATION_CONTENT_DIR, name)).map(
        (file) => `${name}/${file.replace(/\.yaml$/, "")}`,
      );
      const added = Object.keys(changes).filter((file) => file.startsWith(`${name}/`));
      const names = [...new Set([...onDisk, ...added])].filter((file) => changes[file] !== null);
      return Promise.all(names.map(entry));
    },
  };
}

/** Saved content as the fixture has it, but for `changes`, for the code under test to read. */
export const readFixtureContent = (changes: SavedFiles = {}): void =>
  readSavedContentFrom(fixtureBackend(changes));

/** Values held as Decap holds them, with the two methods the editor uses. */
export function entryData(values: unknown): EntryData {
  return {
    toJS: (): unknown => JSON.parse(JSON.stringify(values)),
    removeIn(at) {
      const copy = JSON.parse(JSON.stringify(values)) as Record<string | number, unknown>;
      let parent = copy;
      for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
      delete parent[at[at.length - 1] as string | number];
      return entryData(copy);
    },
  };
}

/** An entry of `collection` holding `values`, saved as `slug` (or new), with the pictures uploaded for it. */
export function entryOf(
  collection: string,
  values: Values,
  slug?: string,
  mediaFiles: ReadonlyArray<{ path: string; file: Blob }> = [],
): Entry {
  const data = entryData(values);
  const parts = { data, collection, slug, mediaFiles: { toJS: () => mediaFiles } };
  const get = ((key: keyof typeof parts) => parts[key]) as Entry["get"];
  return { get };
}

/** The props of a preview of `values` (an entry saved as `slug`, or a new one). `getAsset` answers at once. */
export function previewProps(values: Values, slug?: string): PreviewTemplateProps {
  return {
    entry: entryOf("", values, slug),
    getAsset: (picture): DecapAsset => ({ path: `content/${picture}`, toString: () => assetUrl(picture) }),
    document,
  };
}

/** Each language's values but English's, as Decap's i18n holds them beside the entry's (`i18n`). */
export function entryTranslations(others: Values): EntryTranslations | undefined {
  const byLanguage = Object.entries(others).map(([language, data]) => [language, { data }]);
  if (byLanguage.length === 0) return undefined;
  const copy = () =>
    JSON.parse(JSON.stringify(Object.fromEntries(byLanguage))) as ReturnType<EntryTranslations["toJS"]>;
  return { toJS: copy };
}
