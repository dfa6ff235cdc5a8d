/**
 * What Decap CMS hands the editor's code, as its documentation describes it: a preview template's
 * props (https://decapcms.org/docs/customization/, "registerPreviewTemplate"), and the entry a
 * `preSave` handler gets. Only the parts used are typed: decap-cms-app's own types point at a
 * package it does not install.
 */

/** An entry's values as Decap holds them: an Immutable.js Map. */
export interface EntryData {
  toJS(): unknown;
  removeIn(path: ReadonlyArray<string | number>): EntryData;
}

/**
 * An entry: its values (`data`), its collection, once saved its slug (its file's name), and the
 * pictures uploaded while editing it (`mediaFiles`, which Decap's documentation does not name: the
 * editor's browser tests refuse a GIF renamed .png with the preview hidden).
 */
export interface Entry {
  get(key: "data"): EntryData;
  get(key: "collection" | "slug"): unknown;
  get(
    key: "mediaFiles",
  ): { toJS(): ReadonlyArray<{ readonly path: string; readonly file?: Blob }> } | undefined;
  get(key: "i18n"): EntryTranslations | undefined;
}

/** The values of each language but the default one (Decap's i18n), by language. */
export interface EntryTranslations {
  toJS(): Readonly<Record<string, { readonly data?: unknown }>>;
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

export interface PreviewTemplateProps {
  /** The entry being edited, with its unsaved values. */
  readonly entry: Entry;
  readonly getAsset: (path: string) => DecapAsset;
  /** The preview frame's document. */
  readonly document: Document;
  /** The language the preview shows (Decap's i18n): `entry`'s values are that language's. */
  readonly locale?: string;
}
