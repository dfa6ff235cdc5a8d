/**
 * The GraphQL types of the content, made from each content file's JSON Schema (the one the checks'
 * messages and the editor's configuration read), so that the schema Gatsby serves and the
 * `Queries.*` types generated from it always match what the content check accepts. Nothing is
 * inferred from the data: a missing required field fails the build.
 */
import type { GatsbyNode } from "gatsby";
import { CONTENT } from "../../src/content-model/content";
import type { ContentSpec } from "../../src/content-model/declarations";
import { isEmptyValue } from "../../src/content-model/fields";
import { CONTENT_FILE_TYPE } from "../content-files/content-folder";
import { fieldAt, isRequired, jsonSchemaOf, type JsonField } from "../../src/content-model/json-schema";

/** On every optional field: left empty (a cleared text, a group of cleared fields), it reads as null. */
const ABSENT_WHEN_EMPTY = "absentWhenEmpty";

/** A product's slug, its file's name, which on-create-node.ts sets on its node. */
export const SLUG_FIELD = "slug";

/** The language of a node's content (`en`), which on-create-node.ts sets on every content node. */
export const LANGUAGE_FIELD = "language";

/** The directive that resolves a stored value of a widget: a picture's file, a day, a referenced node. */
const DIRECTIVES: Partial<Record<string, string>> = {
  // A picture's path is relative to content/ in every file, as the editor writes it: the File node
  // of that path, content/ being the site's one source of files. (Gatsby's @fileByRelativePath
  // reads a path from the YAML file's folder: apps/icon.png for a product's file.)
  image: ' @link(by: "relativePath")',
  // YAML reads a day written unquoted as a date; it is read back as the day it was written.
  datetime: ' @dateformat(formatString: "YYYY-MM-DD")',
  relation: " @link",
};

export function contentTypeDefs(specs: readonly ContentSpec[]): string {
  const groups = new Map<string, string>();
  const entryTypes = new Map(
    specs.flatMap((spec) =>
      spec.shape === "file" && spec.entries ? [[spec.file, spec.entries.typeName]] : [],
    ),
  );

  const typeOf = (field: JsonField): string => {
    if (field.items) return `[${typeOf(field.items)}!]`;
    if (field.references) return entryTypes.get(field.references.file) ?? "String";
    if (field.widget === "number") return "Int";
    if (field.widget === "datetime") return "Date";
    if (field.widget === "image") return "File";
    if (field.properties && field.typeName) {
      const body = fieldLines(field).join("\n");
      if ((groups.get(field.typeName) ?? body) !== body)
        throw new Error(`Content model: two different groups are both named ${field.typeName}.`);
      groups.set(field.typeName, body);
      return field.typeName;
    }
    return "String";
  };

  /** Each field with the directives that resolve its stored value: into a node, or null when left empty. */
  const fieldLines = (group: JsonField): string[] =>
    Object.entries(group.properties ?? {}).map(([name, field]) => {
      const required = isRequired(group, name);
      const inner = field.items ?? field;
      const directive =
        (inner.widget && DIRECTIVES[inner.widget]) ?? (required ? "" : ` @${ABSENT_WHEN_EMPTY}`);
      return `  ${name}: ${typeOf(field)}${required ? "!" : ""}${directive}`;
    });

  const node = (typeName: string, lines: readonly string[]) =>
    `type ${typeName} implements Node @dontInfer {\n  ${LANGUAGE_FIELD}: String!\n${lines.join("\n")}\n}`;
  const nodes = specs.flatMap((spec) => {
    const root = jsonSchemaOf(spec.schema);
    if (spec.shape === "folder")
      return [node(spec.typeName, [`  ${SLUG_FIELD}: String!`, ...fieldLines(root)])];
    // A list file's entries (a screenshot in screenshots.yaml) are nodes of their own; the file's
    // node is read through them.
    const entry = spec.entries && fieldAt(root, [spec.entries.field, 0]);
    if (spec.entries && entry)
      return [node(spec.entries.typeName, fieldLines(entry)), node(spec.typeName, ["  id: ID!"])];
    return [node(spec.typeName, fieldLines(root))];
  });
  const file = `type ${CONTENT_FILE_TYPE} implements Node @dontInfer {\n  id: ID!\n}`;
  return [file, ...nodes, ...[...groups].map(([name, body]) => `type ${name} {\n${body}\n}`)].join("\n\n");
}

/** What a field extension's resolver is given: the node's stored fields, and the field's name. */
type Source = Record<string, unknown>;
type Info = { fieldName: string };

/** Declares every content type from the content model: nothing is inferred from the data. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createFieldExtension({
    name: ABSENT_WHEN_EMPTY,
    extend: () => ({
      resolve: (source: Source, _args: unknown, _context: unknown, info: Info) =>
        isEmptyValue(source[info.fieldName]) ? null : source[info.fieldName],
    }),
  });
  actions.createTypes(contentTypeDefs(CONTENT));
};
