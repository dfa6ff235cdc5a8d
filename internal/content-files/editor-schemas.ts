/**
 * The JSON Schema of each content file, written into content/schemas/ by every build and `develop`,
 * so that an editor who opens a YAML file in VS Code (with its YAML extension, which
 * .vscode/settings.json points at them) gets completion, descriptions and squiggles before
 * building. They are made from the content model on every run, so none can be out of date.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { CONTENT } from "../../src/content-model/content";
import type { ContentSpec } from "../../src/content-model/declarations";
import { isRequired, jsonSchemaOf, type JsonField } from "../../src/content-model/json-schema";
import { shownFile } from "../../src/content-model/words";

/** Inside the content folder. */
export const SCHEMAS_FOLDER = "schemas";

/** What an optional field may also be: left empty, as the content check reads it (isEmptyValue). */
const LEFT_EMPTY = {
  anyOf: [
    { type: "null" },
    { type: "string", pattern: "^\\s*$" },
    { type: "array", items: { $ref: "#/definitions/leftEmpty" } },
    { type: "object", additionalProperties: { $ref: "#/definitions/leftEmpty" } },
  ],
};

/** `field`, each optional field in it taking a value left empty too. */
function withLeftEmpty(field: JsonField): JsonField {
  const items = field.items && { items: withLeftEmpty(field.items) };
  const properties =
    field.properties &&
    Object.fromEntries(
      Object.entries(field.properties).map(([name, child]) => {
        const given = withLeftEmpty(child);
        if (isRequired(field, name)) return [name, given];
        return [
          name,
          { description: child.description, anyOf: [given, { $ref: "#/definitions/leftEmpty" }] },
        ];
      }),
    );
  return { ...field, ...items, ...(properties && { properties }) };
}

/** The schema's file name: `site.schema.json`, `apps.schema.json`. */
export const schemaFileName = (spec: ContentSpec): string =>
  `${spec.shape === "folder" ? spec.folder : spec.file.replace(/\.ya?ml$/, "")}.schema.json`;

/** A content file's JSON Schema as VS Code reads it. */
export function editorSchema(spec: ContentSpec): object {
  const title = shownFile(spec.shape === "folder" ? `${spec.folder}/*.yaml` : spec.file);
  return { ...withLeftEmpty(jsonSchemaOf(spec.schema)), title, definitions: { leftEmpty: LEFT_EMPTY } };
}

export function writeEditorSchemas(contentDir: string): void {
  const dir = path.join(contentDir, SCHEMAS_FOLDER);
  mkdirSync(dir, { recursive: true });
  for (const spec of CONTENT)
    writeFileSync(path.join(dir, schemaFileName(spec)), `${JSON.stringify(editorSchema(spec), null, 2)}\n`);
}
