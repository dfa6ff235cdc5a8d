/**
 * The JSON Schema of a content file, made by zod from the file's schema. It is shipped in
 * content/schemas/ for editors' editors (completion, descriptions, red squiggles), and it is what
 * the GraphQL types and the CMS configuration are read from (field-tree.ts): one documented
 * format between the declaration and everything derived from it.
 */
import { z } from "zod";
import { ANNOTATION } from "./annotation";
import type { ContentFile } from "./content-file";

export type JsonSchema = z.core.JSONSchema.JSONSchema;

export function contentJsonSchema(spec: ContentFile): JsonSchema {
  const generated = z.toJSONSchema(spec.schema, {
    // Draft 7: what VS Code's YAML extension (yaml-language-server) understands fully.
    target: "draft-07",
    override: ({ zodSchema, jsonSchema }) => {
      // A refinement has no JSON Schema of its own; "uri" lets an editor flag a bare host name early.
      if (z.globalRegistry.get(zodSchema)?.[ANNOTATION]?.kind === "url") jsonSchema.format = "uri";
    },
  });
  // Plain data only: zod adds a non-enumerable Standard Schema handle.
  const schema: JsonSchema = JSON.parse(JSON.stringify(generated));
  return { ...schema, title: `content/${spec.file}` };
}
