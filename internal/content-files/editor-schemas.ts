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
import { translationOf } from "../../src/content-model/translations";
import { shownFile } from "../../src/content-model/words";
import { ALL_LANGUAGES, DEFAULT_LANGUAGE } from "../../src/lib/languages";

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
  const properties = Object.entries(field.properties ?? {}).map(([name, child]) => {
    const given = withLeftEmpty(child);
    const orEmpty = { description: child.description, anyOf: [given, { $ref: "#/definitions/leftEmpty" }] };
    return [name, isRequired(field, name) ? given : orEmpty];
  });
  return {
    ...field,
    ...(field.items && { items: withLeftEmpty(field.items) }),
    ...(field.properties && { properties: Object.fromEntries(properties) }),
  };
}

/** The schema's file name: `site.schema.json`, `apps.schema.json`. */
export const schemaFileName = (spec: ContentSpec): string =>
  `${spec.shape === "folder" ? spec.folder : spec.file.replace(/\.ya?ml$/, "")}.schema.json`;

/**
 * What a language other than English writes of `group`: its translated fields and, in an item of a
 * list that mixes both, the key naming the English item (translations.ts). A page address may be
 * left out: it is then English's, in the language's folder.
 */
function translatedPart(group: JsonField, key?: string): JsonField {
  const kept = Object.entries(group.properties ?? {}).flatMap(([name, field]): [string, JsonField][] => {
    if (name !== key && translationOf(field) === "once") return [];
    if (field.items?.properties && translationOf(field.items) === "mixed")
      return [[name, { ...field, items: translatedPart(field.items, field.uniqueBy) }]];
    return [[name, field.properties ? translatedPart(field) : field]];
  });
  const properties = Object.fromEntries(kept);
  const required = group.required?.filter((name) => name in properties && !properties[name].pagePath);
  return { ...group, properties, required };
}

/** A content file's JSON Schema as VS Code reads it: English whole, every other language's part. */
export function editorSchema(spec: ContentSpec): object {
  const root = jsonSchemaOf(spec.schema);
  const properties = Object.fromEntries(
    ALL_LANGUAGES.map((language) => [
      language,
      withLeftEmpty(language === DEFAULT_LANGUAGE ? root : translatedPart(root)),
    ]),
  );
  return {
    title: shownFile(spec.shape === "folder" ? `${spec.folder}/*.yaml` : spec.file),
    description: root.description,
    type: "object",
    properties,
    required: spec.shape === "file" ? ALL_LANGUAGES : [DEFAULT_LANGUAGE],
    additionalProperties: false,
    definitions: { leftEmpty: LEFT_EMPTY },
  };
}

export function writeEditorSchemas(contentDir: string): void {
  const dir = path.join(contentDir, SCHEMAS_FOLDER);
  mkdirSync(dir, { recursive: true });
  for (const spec of CONTENT)
    writeFileSync(path.join(dir, schemaFileName(spec)), `${JSON.stringify(editorSchema(spec), null, 2)}\n`);
}
