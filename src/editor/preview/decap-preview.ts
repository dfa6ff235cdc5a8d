/**
 * What Decap CMS passes a preview template, as its documentation describes it
 * (https://decapcms.org/docs/customization/, "registerPreviewTemplate"): the entry being edited
 * with its unsaved values, `getAsset` for its pictures (uploads not saved yet included),
 * `getCollection` for the saved entries of other files, and the preview frame's `document` and
 * `window`. Only the parts used here are typed: decap-cms-app's own types point at a package it
 * does not install.
 */

/** An Immutable.js Map as Decap hands entries over; `get` reads one key. */
export interface DecapMap {
  get(key: string): unknown;
}

/** A picture as `getAsset` returns it: `toString()` is its address, a blob: URL once loaded. */
export interface DecapAsset {
  /** The file in the repository, e.g. content/images/screens/lullabies.png. */
  readonly path: string;
  /**
   * The file itself, for a picture uploaded in this session. Decap's AssetProxy has it; its
   * documentation does not name it, so the editor's browser tests prove it is there (a GIF
   * renamed .png is refused by its bytes).
   */
  readonly fileObj?: Blob;
  toString(): string;
}

/**
 * The saved entries of a collection: with a `slug`, one entry (for a file collection, a file by
 * its name); without, every entry of a folder collection, each with its `data` only.
 */
export interface GetCollection {
  (collection: string, slug: string): Promise<DecapMap>;
  (collection: string): Promise<readonly DecapMap[]>;
}

export interface PreviewTemplateProps {
  /** The entry being edited: its unsaved values (`data`) and, once saved, its `slug`. */
  readonly entry: DecapMap;
  readonly getAsset: (path: string) => DecapAsset;
  readonly getCollection: GetCollection;
  readonly document: Document;
  readonly window: Window;
}

interface Immutable {
  toJS(): unknown;
}

const isImmutable = (value: unknown): value is Immutable =>
  typeof value === "object" && value !== null && typeof (value as Partial<Immutable>).toJS === "function";

/**
 * An entry's values (its `data`) as plain objects and arrays, the shape its YAML parses to. The
 * entry being edited holds them as Immutable.js collections; `getCollection` hands plain ones over.
 */
export function plainValues(data: unknown): unknown {
  return isImmutable(data) ? data.toJS() : data;
}
