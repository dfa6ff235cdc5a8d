/**
 * The JSON Schema of a content document, made by zod from its schema, for editors' editors
 * (completion, descriptions, red squiggles in VS Code): shipped in content/schemas/.
 */
import { z } from "zod";
import type { ContentSpec } from "../../src/content-model/content-file";
import { declaredField } from "../../src/content-model/field-tree";

export type JsonSchema = z.core.JSONSchema.JSONSchema;

/**
 * What an optional field may also be: left empty, as the content check reads it
 * (src/content-model/empty.ts): nothing, a blank text, or a list or group of what is left empty.
 */
const LEFT_EMPTY: JsonSchema = {
  anyOf: [
    { type: "null" },
    { type: "string", pattern: "^\\s*$" },
    { type: "array", items: { $ref: "#/definitions/leftEmpty" } },
    { type: "object", additionalProperties: { $ref: "#/definitions/leftEmpty" } },
  ],
};

/** The JSON Schema of `schema`, titled with the files it describes. */
export function jsonSchemaOf(schema: z.ZodType, title: string): JsonSchema {
  const generated = z.toJSONSchema(schema, {
    // Draft 7: what VS Code's YAML extension (yaml-language-server) understands fully.
    target: "draft-07",
    override: ({ zodSchema, jsonSchema }) => {
      const field = declaredField(zodSchema);
      // A refinement has no JSON Schema of its own; "uri" lets an editor flag a bare host name early.
      if (field?.kind === "url") jsonSchema.format = "uri";
      if (field?.kind === "list" && field.distinct) jsonSchema.uniqueItems = true;
      if (field?.required === false) {
        const { description, ...given } = jsonSchema;
        for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
        Object.assign(jsonSchema, { description, anyOf: [given, { $ref: "#/definitions/leftEmpty" }] });
      }
    },
  });
  // Plain data only: zod adds a non-enumerable Standard Schema handle.
  const plain: JsonSchema = JSON.parse(JSON.stringify(generated));
  return { ...plain, title, definitions: { ...(plain.definitions ?? {}), leftEmpty: LEFT_EMPTY } };
}

export function contentJsonSchema(spec: ContentSpec): JsonSchema {
  const title = spec.shape === "folder" ? `content/${spec.folder}/*.yaml` : `content/${spec.file}`;
  return jsonSchemaOf(spec.schema, title);
}
