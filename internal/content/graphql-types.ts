/**
 * GraphQL type definitions for the content files, read from each file's JSON Schema (through
 * src/content/field-tree.ts), so the schema Gatsby serves (and the `Queries.*` types generated
 * from it) always match what validation checks. No type is inferred from the data: a missing
 * required field fails the build.
 */
import type { ContentFile } from "../../src/content/content-file";
import { entriesOf, fieldTree, type FieldNode, type GroupNode } from "../../src/content/field-tree";

type Collect = (group: GroupNode) => void;

/** The node type a reference resolves to, and the field it is found by. */
function referenced(specs: readonly ContentFile[], file: string): { typeName: string; key: string } {
  const spec = specs.find((candidate) => candidate.file === file);
  if (spec?.shape !== "list")
    throw new Error(`Content model: references point into content/${file}, no list file.`);
  return { typeName: spec.typeName, key: spec.key };
}

function graphqlType(field: FieldNode, specs: readonly ContentFile[], collect: Collect): string {
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

/** The directive that resolves a field's stored text into a node, if it needs one. */
function directive(field: FieldNode, specs: readonly ContentFile[]): string {
  const inner = field.kind === "list" ? field.item : field;
  if (inner.kind === "image") return " @fileByRelativePath";
  if (inner.kind === "reference") return ` @link(by: "${referenced(specs, inner.references.file).key}")`;
  return "";
}

function fieldLines(group: GroupNode, specs: readonly ContentFile[], collect: Collect): string[] {
  return Object.entries(group.fields).map(([name, field]) => {
    const type = graphqlType(field, specs, collect);
    return `  ${name}: ${type}${field.required ? "!" : ""}${directive(field, specs)}`;
  });
}

/** SDL for `createTypes`: one `Node` type per content file (a list file's entries too) plus its groups. */
export function contentTypeDefs(specs: readonly ContentFile[]): string {
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
    const root = fieldTree(spec);
    if (spec.shape === "group") {
      const body = fieldLines(root, specs, collect).join("\n");
      nodeBlocks.push(`type ${spec.typeName} implements Node @dontInfer {\n${body}\n}`);
    } else {
      const entry = entriesOf(root, spec.entries).item;
      if (entry.kind !== "group") throw new Error(`${spec.file}: each entry must be a group of fields.`);
      const body = fieldLines(entry, specs, collect).join("\n");
      nodeBlocks.push(`type ${spec.typeName} implements Node @dontInfer {\n${body}\n}`);
      // The file itself: its entries are read from the nodes made of them, not from here.
      nodeBlocks.push(`type ${spec.fileTypeName} implements Node @dontInfer {\n  id: ID!\n}`);
    }
  }
  return [...nodeBlocks, ...groupBlocks].join("\n\n");
}
