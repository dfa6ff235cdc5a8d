/**
 * A small description language for the content files in `content/`.
 *
 * One description serves two readers, so they cannot drift apart:
 * - `validate.ts` checks an editor's YAML against it and explains every mistake in plain words;
 * - `graphql-types.ts` turns it into the GraphQL type definitions Gatsby uses (`@dontInfer`).
 */

/** A page address of this site: a slash, then lowercase words joined by dashes, e.g. `/my-page`. */
export const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export interface FieldBase {
  /** An optional field may be left out; every other field is required. */
  readonly optional: boolean;
}

export interface TextField extends FieldBase {
  readonly kind: "text";
  /** A paragraph rather than a line: the editing UI gives it a multi-line box. */
  readonly long: boolean;
}
/** An absolute web address (http or https). */
export interface UrlField extends FieldBase {
  readonly kind: "url";
}
/** An address of a page of this site, such as `/baby-lullabies`. */
export interface PagePathField extends FieldBase {
  readonly kind: "pagePath";
}
/** A path to an image file, relative to the YAML file that names it. */
export interface ImageField extends FieldBase {
  readonly kind: "image";
}
export interface ChoiceField extends FieldBase {
  readonly kind: "choice";
  readonly values: readonly string[];
}
export interface WholeNumberField extends FieldBase {
  readonly kind: "wholeNumber";
  readonly min: number;
  readonly max: number;
}
/** The key of an entry of a list-shaped content file (a GraphQL `@link`). */
export interface ReferenceField extends FieldBase {
  readonly kind: "reference";
  readonly to: ListFileSpec;
}
export interface ListField extends FieldBase {
  readonly kind: "list";
  readonly of: Field;
  readonly min: number;
  readonly max: number;
}
export interface GroupField extends FieldBase {
  readonly kind: "group";
  /** The GraphQL type name of the group. */
  readonly typeName: string;
  readonly fields: Fields;
}

export type Field =
  | TextField
  | UrlField
  | PagePathField
  | ImageField
  | ChoiceField
  | WholeNumberField
  | ReferenceField
  | ListField
  | GroupField;

export type Fields = Readonly<Record<string, Field>>;

/** A content file holding one group of fields, e.g. `site.yaml`. */
export interface GroupFileSpec {
  readonly shape: "group";
  /** File name inside the content folder. */
  readonly file: string;
  /** The node type gatsby-transformer-yaml gives it, e.g. `SiteYaml`. */
  readonly typeName: string;
  /** What the file holds, for error messages and the editors' guide. */
  readonly about: string;
  readonly fields: Fields;
}

/**
 * A content file holding a list of entries under one field, e.g. `screenshots.yaml` with
 * `screenshots: [...]`. Each entry becomes a node of its own (`typeName`) that other files refer
 * to by its key. (The list sits under a field, not at the top of the file, because Decap CMS
 * edits files whose top level is a group of fields.)
 */
export interface ListFileSpec {
  readonly shape: "list";
  readonly file: string;
  /** The node type of each entry, e.g. `ScreenshotsYaml`. */
  readonly typeName: string;
  /** The node type gatsby-transformer-yaml gives the file itself, e.g. `ScreenshotsFileYaml`. */
  readonly fileTypeName: string;
  /** The top-level field that holds the entries, e.g. `screenshots`. */
  readonly entries: string;
  readonly about: string;
  /** The field that names an entry; other files refer to entries by it. */
  readonly key: string;
  readonly fields: Fields;
}

export type ContentFileSpec = GroupFileSpec | ListFileSpec;

export const text = (): TextField => ({ kind: "text", long: false, optional: false });
/** A text of a sentence or more (descriptions, paragraphs). */
export const longText = (): TextField => ({ kind: "text", long: true, optional: false });
export const url = (): UrlField => ({ kind: "url", optional: false });
export const pagePath = (): PagePathField => ({ kind: "pagePath", optional: false });
export const image = (): ImageField => ({ kind: "image", optional: false });
export const choice = (values: readonly string[]): ChoiceField => ({
  kind: "choice",
  values,
  optional: false,
});
export const wholeNumber = (min: number, max: number): WholeNumberField => ({
  kind: "wholeNumber",
  min,
  max,
  optional: false,
});
export const reference = (to: ListFileSpec): ReferenceField => ({
  kind: "reference",
  to,
  optional: false,
});
export const list = (of: Field, size: { min?: number; max?: number; exactly?: number } = {}): ListField => ({
  kind: "list",
  of,
  min: size.exactly ?? size.min ?? 1,
  max: size.exactly ?? size.max ?? Number.POSITIVE_INFINITY,
  optional: false,
});
export const group = (typeName: string, fields: Fields): GroupField => ({
  kind: "group",
  typeName,
  fields,
  optional: false,
});
export const optional = <F extends Field>(field: F): F => ({ ...field, optional: true });
