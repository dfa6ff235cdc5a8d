/**
 * GraphQL type definitions for the content, from each declaration's field tree (the same tree the
 * validation's messages and the editor's configuration use), so the schema Gatsby serves and the
 * `Queries.*` types generated from it always match what validation checks. No type is inferred
 * from the data: a missing required field fails the build.
 */
import type { ContentSpec, ListFile } from "../../src/content-model/content-file";
import { entriesOf, fieldTree, type FieldNode, type GroupNode } from "../../src/content-model/field-tree";

/**
 * The field extension on every optional field: an optional field left empty (a cleared text, a
 * group of cleared fields) reads as null, as the validation treats it (src/content-model/empty.ts).
 * create-schema-customization.ts declares it.
 */
export const ABSENT_WHEN_EMPTY = "absentWhenEmpty";

/** A product's slug, its file's name, set on its node by internal/gatsby/product-slugs.ts. */
export const SLUG_FIELD = "slug";

type Collect = (group: GroupNode) => void;

function referenced(specs: readonly ContentSpec[], file: string): ListFile {
  const spec = specs.find((candidate) => candidate.shape === "list" && candidate.file === file);
  if (spec?.shape !== "list")
    throw new Error(`Content model: references point into content/${file}, no list file.`);
  return spec;
}

function graphqlType(field: FieldNode, specs: readonly ContentSpec[], collect: Collect): string {
  switch (field.kind) {
    case "wholeNumber":
      return "Int";
    case "image":
      return "File";
    case "reference":
      return referenced(specs, field.references.file).typeName;
    case "group":
      collect(field);
      return field.typeName;
    case "list":
      return `[${graphqlType(field.item, specs, collect)}!]`;
    default:
      return "String";
  }
}

/** The directives that resolve a field's stored value: into a node, or into null when left empty. */
function directives(field: FieldNode, specs: readonly ContentSpec[]): string {
  const inner = field.kind === "list" ? field.item : field;
  if (inner.kind === "image") return " @fileByRelativePath";
  // A link to nothing (an empty slug) is null already.
  if (inner.kind === "reference") return ` @link(by: "${referenced(specs, inner.references.file).key}")`;
  return field.required ? "" : ` @${ABSENT_WHEN_EMPTY}`;
}

function fieldLines(group: GroupNode, specs: readonly ContentSpec[], collect: Collect): string[] {
  return Object.entries(group.fields).map(([name, field]) => {
    const type = graphqlType(field, specs, collect);
    return `  ${name}: ${type}${field.required ? "!" : ""}${directives(field, specs)}`;
  });
}

const nodeType = (typeName: string, lines: readonly string[]) =>
  `type ${typeName} implements Node @dontInfer {\n${lines.join("\n")}\n}`;

/**
 * SDL for `createTypes`: one `Node` type per single file, per list file's entry and per
 * collection's file, plus their groups.
 */
export function contentTypeDefs(specs: readonly ContentSpec[]): string {
  const nodeBlocks: string[] = [];
  const groupBlocks: string[] = [];
  const groups = new Map<string, string>();

  const collect: Collect = (group) => {
    const body = fieldLines(group, specs, collect).join("\n");
    const existing = groups.get(group.typeName);
    if (existing !== undefined && existing !== body) {
      throw new Error(`Content model: two different groups are both named ${group.typeName}.`);
    }
    if (existing === undefined) {
      groups.set(group.typeName, body);
      groupBlocks.push(`type ${group.typeName} {\n${body}\n}`);
    }
  };

  for (const spec of specs) {
    const root = fieldTree(spec.schema);
    if (spec.shape === "group") nodeBlocks.push(nodeType(spec.typeName, fieldLines(root, specs, collect)));
    if (spec.shape === "list") {
      const entry = entriesOf(root, spec.entries).item;
      nodeBlocks.push(nodeType(spec.typeName, fieldLines(entry, specs, collect)));
      // The file itself: its entries are read from the nodes made of them, not from here.
      nodeBlocks.push(nodeType(spec.fileTypeName, ["  id: ID!"]));
    }
    if (spec.shape === "folder") {
      const slug = `  ${SLUG_FIELD}: String! @proxy(from: "fields.${SLUG_FIELD}")`;
      nodeBlocks.push(nodeType(spec.typeName, [slug, ...fieldLines(root, specs, collect)]));
    }
  }
  return [...nodeBlocks, ...groupBlocks].join("\n\n");
}
