/**
 * A content file's fields as z.toJSONSchema writes them, with each field's metadata (FIELDS)
 * beside JSON Schema's own keywords: the one plain description of the content the editor's
 * configuration, the GraphQL types, the messages' order and VS Code's schemas are made from.
 */
import { z } from "zod";
import { FIELDS, isEmptyValue, isGroup, type FieldMeta } from "./fields";

/** The keywords of JSON Schema the site reads besides the fields within, as zod types them. */
type Keywords = "required" | "minItems" | "maxItems" | "maxLength" | "minimum" | "maximum";

/** A field's JSON Schema: the keywords the site reads, the fields within it, and its metadata. */
export interface JsonField extends Partial<FieldMeta>, Pick<z.core.JSONSchema.BaseSchema, Keywords> {
  readonly properties?: Readonly<Record<string, JsonField>>;
  readonly items?: JsonField;
  readonly enum?: readonly string[];
}

const made = new WeakMap<z.ZodType, JsonField>();

/** The JSON Schema of a content file's schema (draft 7, which VS Code's YAML extension reads fully). */
export function jsonSchemaOf(schema: z.ZodType): JsonField {
  // zod types its output as any JSON Schema; the keywords read here are the ones it writes.
  const json =
    made.get(schema) ?? (z.toJSONSchema(schema, { target: "draft-07", metadata: FIELDS }) as JsonField);
  made.set(schema, json);
  return json;
}

/** Whether a group's field may be left out. */
export const isRequired = (group: JsonField, name: string): boolean =>
  group.required?.includes(name) ?? false;

/** A place in a content file: field names and list positions. */
export type Path = (string | number)[];

/**
 * Each field of `value` the schema knows, with its place: each field that holds a text, a number
 * or a day, and each optional field left empty (isEmptyValue), which counts as not given (`empty`).
 */
export function* fieldsIn(
  field: JsonField,
  value: unknown,
  path: Path = [],
): Generator<[field: JsonField, value: unknown, path: Path, empty: boolean]> {
  if (field.properties && isGroup(value)) {
    for (const [name, child] of Object.entries(field.properties)) {
      if (!Object.hasOwn(value, name)) continue;
      if (!isRequired(field, name) && isEmptyValue(value[name]))
        yield [child, value[name], [...path, name], true];
      else yield* fieldsIn(child, value[name], [...path, name]);
    }
  } else if (field.items && Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* fieldsIn(field.items, item, [...path, index]);
  } else yield [field, value, path, false];
}

/** The field at a place in a document (list positions as numbers), if the schema has one there. */
export const fieldAt = (root: JsonField, path: readonly PropertyKey[]): JsonField | undefined =>
  path.reduce<JsonField | undefined>(
    (field, segment) =>
      typeof segment === "number"
        ? field?.items
        : field?.properties && Object.hasOwn(field.properties, segment)
          ? field.properties[String(segment)]
          : undefined,
    root,
  );
