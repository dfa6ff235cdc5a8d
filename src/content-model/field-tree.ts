/**
 * A content file's fields as a typed tree: what the messages, the GraphQL types and the editor's
 * configuration need to know of each field. The tree is recorded as the fields are declared
 * (fields.ts), beside the zod schema each declaration makes, so the schema and the tree cannot
 * disagree and nothing has to be read back out of zod's internals.
 */
import type { z } from "zod";

/** The kinds of field a content file is made of. */
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

interface FieldBase {
  /** An optional field may be left out or left empty; every other field is required. */
  readonly required: boolean;
  /** What the field expects, in plain words ("a text"), completing "Expected …". */
  readonly expected: string;
  /** What the field is, for editors (the editor's hints, the JSON Schema's descriptions). */
  readonly about?: string;
}

export interface TextNode extends FieldBase {
  readonly kind: Extract<FieldKind, "text" | "longText" | "url" | "pagePath" | "image">;
  /** The most characters it may have: what the layout shows well. */
  readonly maxLength: number;
}
export interface ChoiceNode extends FieldBase {
  readonly kind: "choice";
  readonly values: readonly string[];
}
export interface WholeNumberNode extends FieldBase {
  readonly kind: "wholeNumber";
  readonly min: number;
  readonly max: number;
}
export interface ReferenceNode extends FieldBase {
  readonly kind: "reference";
  readonly maxLength: number;
  readonly references: ReferenceTarget;
}
export interface ListNode extends FieldBase {
  readonly kind: "list";
  readonly min: number;
  /** `Infinity` when the list has no upper limit. */
  readonly max: number;
  readonly item: FieldNode;
  /** For a list of groups: the field whose value each item must have to itself. */
  readonly uniqueBy?: string;
  /** For a list of values: each value once. */
  readonly distinct?: boolean;
}
export interface GroupNode extends FieldBase {
  readonly kind: "group";
  /** Its GraphQL type name, e.g. `SiteYamlHero`. */
  readonly typeName: string;
  /** In the order they are declared. */
  readonly fields: Readonly<Record<string, FieldNode>>;
}

export type FieldNode = TextNode | ChoiceNode | WholeNumberNode | ReferenceNode | ListNode | GroupNode;

const declared = new WeakMap<z.core.$ZodType, FieldNode>();

/** Records what `schema` is as a content field; returns the schema. */
export function declareField<S extends z.core.$ZodType>(schema: S, node: FieldNode): S {
  declared.set(schema, node);
  return schema;
}

/** The field a schema was declared as, if it was declared as one. */
export function declaredField(schema: z.core.$ZodType): FieldNode | undefined {
  return declared.get(schema);
}

/** The field a schema was declared as (with fields.ts). */
export function fieldOf(schema: z.core.$ZodType): FieldNode {
  const node = declared.get(schema);
  if (node === undefined)
    throw new Error("A content field must be declared with src/content-model/fields.ts.");
  return node;
}

/** A whole document's fields: its schema is always a group. */
export function fieldTree(schema: z.core.$ZodType): GroupNode {
  const node = fieldOf(schema);
  if (node.kind !== "group")
    throw new Error(`A content document must be a group of fields, not ${node.kind}.`);
  return node;
}

/** The field at a place in a document (list positions as numbers), if the schema has one there. */
export function fieldAt(root: FieldNode, path: readonly PropertyKey[]): FieldNode | undefined {
  let node: FieldNode | undefined = root;
  for (const segment of path) {
    if (node === undefined) return undefined;
    if (typeof segment === "number") node = node.kind === "list" ? node.item : undefined;
    else if (node.kind === "group" && Object.hasOwn(node.fields, segment))
      node = node.fields[String(segment)];
    else node = undefined;
  }
  return node;
}

/** The entries of a list file's document: `root.fields[entries]`, each a group. */
export function entriesOf(root: GroupNode, entries: string): ListNode & { readonly item: GroupNode } {
  const node = root.fields[entries];
  if (node?.kind !== "list" || node.item.kind !== "group")
    throw new Error(`${entries} must be a list of groups.`);
  return node as ListNode & { readonly item: GroupNode };
}
