/**
 * A content file's fields as z.toJSONSchema writes them, with each field's metadata (FIELDS)
 * beside JSON Schema's own keywords: the one plain description of the content the editor's
 * configuration, the GraphQL types, the messages' order and VS Code's schemas are made from.
 */
import { z } from "zod";
import { FIELDS, type FieldMeta } from "./fields";

/** The keywords of JSON Schema the site reads, and the field's metadata. */
export interface JsonField extends Partial<FieldMeta> {
  readonly type?: string;
  readonly properties?: Readonly<Record<string, JsonField>>;
  readonly required?: readonly string[];
  readonly items?: JsonField;
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly enum?: readonly string[];
}

const made = new WeakMap<z.ZodType, JsonField>();

/** The JSON Schema of a content file's schema (draft 7, which VS Code's YAML extension reads fully). */
export function jsonSchemaOf(schema: z.ZodType): JsonField {
  let json = made.get(schema);
  if (json === undefined) {
    // zod types its output as any JSON Schema; the keywords read here are the ones it writes.
    json = z.toJSONSchema(schema, { target: "draft-07", metadata: FIELDS }) as JsonField;
    made.set(schema, json);
  }
  return json;
}

/** Whether a group's field may be left out. */
export const isRequired = (group: JsonField, name: string): boolean =>
  group.required?.includes(name) ?? false;

/** The field at a place in a document (list positions as numbers), if the schema has one there. */
export function fieldAt(root: JsonField, path: readonly PropertyKey[]): JsonField | undefined {
  let field: JsonField | undefined = root;
  for (const segment of path) {
    if (typeof segment === "number") field = field?.items;
    else
      field =
        field?.properties && Object.hasOwn(field.properties, segment)
          ? field.properties[String(segment)]
          : undefined;
  }
  return field;
}
