/**
 * GraphQL type definitions for the content files, generated from the content model so the schema
 * Gatsby serves (and the `Queries.*` types generated from it) always match what validation checks.
 * No type is inferred from the data: a missing required field fails the build.
 */
import type { ContentFileSpec, Field, Fields } from "./schema";

function graphqlType(field: Field, collect: (typeName: string, fields: Fields) => void): string {
  switch (field.kind) {
    case "text":
    case "url":
    case "pagePath":
    case "choice":
      return "String";
    case "wholeNumber":
      return "Int";
    case "image":
      return "File";
    case "reference":
      return field.to.typeName;
    case "group":
      collect(field.typeName, field.fields);
      return field.typeName;
    case "list":
      return `[${graphqlType(field.of, collect)}!]`;
  }
}

/** The directive that resolves a field's stored text into a node, if it needs one. */
function directive(field: Field): string {
  const inner = field.kind === "list" ? field.of : field;
  if (inner.kind === "image") return " @fileByRelativePath";
  if (inner.kind === "reference") return ` @link(by: "${inner.to.key}")`;
  return "";
}

function fieldLines(fields: Fields, collect: (typeName: string, fields: Fields) => void): string[] {
  return Object.entries(fields).map(([name, field]) => {
    const type = graphqlType(field, collect);
    return `  ${name}: ${type}${field.optional ? "" : "!"}${directive(field)}`;
  });
}

/** SDL for `createTypes`: one `Node` type per content file plus the types of its groups. */
export function contentTypeDefs(specs: readonly ContentFileSpec[]): string {
  const nodeBlocks: string[] = [];
  const groupBlocks: string[] = [];
  const groups = new Map<string, string>();

  const collect = (typeName: string, fields: Fields): void => {
    const body = fieldLines(fields, collect).join("\n");
    const existing = groups.get(typeName);
    if (existing !== undefined && existing !== body) {
      throw new Error(`Content model: two different groups are both named ${typeName}.`);
    }
    if (existing === undefined) {
      groups.set(typeName, body);
      groupBlocks.push(`type ${typeName} {\n${body}\n}`);
    }
  };

  for (const spec of specs) {
    const body = fieldLines(spec.fields, collect).join("\n");
    nodeBlocks.push(`type ${spec.typeName} implements Node @dontInfer {\n${body}\n}`);
    if (spec.shape === "list") {
      // The file itself: its entries are read from the nodes made of them, not from here.
      nodeBlocks.push(`type ${spec.fileTypeName} implements Node @dontInfer {\n  id: ID!\n}`);
    }
  }
  return [...nodeBlocks, ...groupBlocks].join("\n\n");
}
