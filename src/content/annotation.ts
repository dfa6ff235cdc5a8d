/**
 * What the site needs to know about a field beyond what JSON Schema says: which kind of content it
 * holds (a paragraph or a line, an image path, a screenshot's slug …), its GraphQL type name, and
 * what it expects in plain words. Each field carries it as zod metadata under one key, so
 * `z.toJSONSchema` writes it into the field's JSON Schema, where the GraphQL types and the CMS
 * configuration read it (src/content/field-tree.ts).
 */

export const ANNOTATION = "x-content";

export type FieldKind =
  | "text"
  | "longText"
  | "url"
  | "pagePath"
  | "image"
  | "choice"
  | "wholeNumber"
  | "reference"
  | "list"
  | "group";

/** A list file, as a reference sees it: `screenshots.yaml`, whose entries are named by `slug`. */
export interface ReferenceTarget {
  readonly file: string;
  readonly key: string;
}

export interface ContentAnnotation {
  readonly kind: FieldKind;
  /** What the field expects, completing "Expected …" in every message about it. */
  readonly expected: string;
  /** A group's GraphQL type name, e.g. `SiteYamlHero`. */
  readonly typeName?: string;
  /** The list file a reference points into and the field naming its entries. */
  readonly references?: ReferenceTarget;
}

// zod's documented way to type custom metadata (declaration merging of GlobalMeta).
declare module "zod" {
  interface GlobalMeta {
    readonly [ANNOTATION]?: ContentAnnotation;
  }
}

const KINDS: ReadonlySet<string> = new Set<FieldKind>([
  "text",
  "longText",
  "url",
  "pagePath",
  "image",
  "choice",
  "wholeNumber",
  "reference",
  "list",
  "group",
]);

function isReferenceTarget(value: unknown): value is ReferenceTarget {
  if (typeof value !== "object" || value === null) return false;
  const { file, key } = value as Record<string, unknown>;
  return typeof file === "string" && typeof key === "string";
}

/** Reads the annotation back from a JSON Schema node, where it is an untyped keyword. */
export function annotationOf(node: Readonly<Record<string, unknown>>): ContentAnnotation | undefined {
  const value = node[ANNOTATION];
  if (typeof value !== "object" || value === null) return undefined;
  const { kind, expected, typeName, references } = value as Record<string, unknown>;
  if (typeof kind !== "string" || !KINDS.has(kind) || typeof expected !== "string") return undefined;
  return {
    kind: kind as FieldKind,
    expected,
    ...(typeof typeName === "string" ? { typeName } : {}),
    ...(isReferenceTarget(references) ? { references } : {}),
  };
}
