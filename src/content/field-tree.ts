/**
 * A content file's fields as a typed tree, read from its JSON Schema (json-schema.ts) and the
 * annotations on it: what the messages, the GraphQL types and the CMS configuration need to know
 * of each field, with the JSON Schema as the one source.
 */
import { annotationOf, type FieldKind, type ReferenceTarget } from "./annotation";
import type { ContentFile } from "./content-file";
import { contentJsonSchema, type JsonSchema } from "./json-schema";

interface FieldBase {
  /** An optional field may be left out; every other field is required. */
  readonly required: boolean;
  /** What the field expects, in plain words ("a text"). */
  readonly expected: string;
}

interface TextNode extends FieldBase {
  readonly kind: Extract<FieldKind, "text" | "longText" | "url" | "pagePath" | "image">;
}
interface ChoiceNode extends FieldBase {
  readonly kind: "choice";
  readonly values: readonly string[];
}
interface WholeNumberNode extends FieldBase {
  readonly kind: "wholeNumber";
  readonly min: number;
  readonly max: number;
}
interface ReferenceNode extends FieldBase {
  readonly kind: "reference";
  /** The list file the reference points into, and the field naming its entries. */
  readonly references: ReferenceTarget;
}
export interface ListNode extends FieldBase {
  readonly kind: "list";
  readonly min: number;
  /** `Infinity` when the list has no upper limit. */
  readonly max: number;
  readonly item: FieldNode;
}
export interface GroupNode extends FieldBase {
  readonly kind: "group";
  readonly typeName: string;
  /** In the order they are declared. */
  readonly fields: Readonly<Record<string, FieldNode>>;
}

export type FieldNode = TextNode | ChoiceNode | WholeNumberNode | ReferenceNode | ListNode | GroupNode;

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** An optional field is `anyOf: [the field, null]`: the field's own schema. */
const withoutNull = (node: JsonSchema): JsonSchema =>
  node.anyOf?.find((branch) => branch.type !== "null") ?? node;

function readField(node: JsonSchema, required: boolean, at: string): FieldNode {
  const annotation = annotationOf(node);
  if (annotation === undefined) throw new Error(`The JSON Schema of ${at} has no content annotation.`);
  const schema = withoutNull(node);
  const base = { required, expected: annotation.expected };
  switch (annotation.kind) {
    case "choice":
      return { ...base, kind: "choice", values: (schema.enum ?? []).map(String) };
    case "wholeNumber":
      return {
        ...base,
        kind: "wholeNumber",
        min: schema.minimum ?? Number.NEGATIVE_INFINITY,
        max: schema.maximum ?? Number.POSITIVE_INFINITY,
      };
    case "reference":
      if (annotation.references === undefined) throw new Error(`${at} refers to no file.`);
      return { ...base, kind: "reference", references: annotation.references };
    case "list":
      if (!isSchema(schema.items)) throw new Error(`${at} is a list without an item schema.`);
      return {
        ...base,
        kind: "list",
        min: schema.minItems ?? 0,
        max: schema.maxItems ?? Number.POSITIVE_INFINITY,
        item: readField(schema.items, true, `${at}[]`),
      };
    case "group":
      if (annotation.typeName === undefined) throw new Error(`${at} is a group without a type name.`);
      return { ...base, kind: "group", typeName: annotation.typeName, fields: readFields(schema, at) };
    default:
      return { ...base, kind: annotation.kind };
  }
}

function readFields(schema: JsonSchema, at: string): Record<string, FieldNode> {
  const required = new Set(schema.required ?? []);
  const fields: Record<string, FieldNode> = {};
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (!isSchema(child)) throw new Error(`${at}.${name} has no schema.`);
    fields[name] = readField(child, required.has(name), at ? `${at}.${name}` : name);
  }
  return fields;
}

const trees = new WeakMap<ContentFile, GroupNode>();

/** The whole document of a content file as a group (made once per file). */
export function fieldTree(spec: ContentFile): GroupNode {
  let tree = trees.get(spec);
  if (tree === undefined) {
    const root = readField(contentJsonSchema(spec), true, "");
    if (root.kind !== "group") throw new Error(`content/${spec.file} must be a group of fields.`);
    tree = root;
    trees.set(spec, tree);
  }
  return tree;
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

/** The entries of a list file's document: `root.fields[entries]`. */
export function entriesOf(root: GroupNode, entries: string): ListNode {
  const node = root.fields[entries];
  if (node?.kind !== "list" || node.item.kind !== "group")
    throw new Error(`${entries} must be a list of groups.`);
  return node;
}
