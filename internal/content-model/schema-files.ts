/**
 * The JSON Schema of each content file, shipped in content/schemas/ so an editor who opens a
 * YAML file in VS Code (with the YAML extension) gets completion, descriptions and red squiggles
 * before building. `.vscode/settings.json` maps each YAML file to its schema: the content editor
 * drops YAML comments when it saves, so a `# yaml-language-server: $schema=` line would not last.
 * `npm run schemas` writes them (write-schemas.ts); a unit test fails if they are out of date.
 */
import type { ContentSpec } from "../../src/content-model/content-file";
import { contentSpecs } from "../../src/content-model/content-files";
import { contentJsonSchema, jsonSchemaOf, type JsonSchema } from "./json-schema";

/** Where the schemas live, relative to the project. */
export const SCHEMAS_DIR = "content/schemas";

/** The workspace settings file VS Code reads the mapping from. */
export const VSCODE_SETTINGS = ".vscode/settings.json";

export interface SchemaFile {
  /** Relative to the project, e.g. `content/schemas/site.schema.json`. */
  readonly path: string;
  /** The content files it describes, relative to the project, e.g. `content/apps/*.yaml`. */
  readonly describes: string;
  readonly schema: JsonSchema;
}

const schemaName = (spec: ContentSpec): string =>
  spec.shape === "folder" ? spec.folder : spec.file.replace(/\.ya?ml$/, "");

/**
 * One schema per content file or collection, and one more for each product a collection holds to
 * stricter rules (Baby Lullabies' exact counts): VS Code applies both to its file.
 */
export function schemaFiles(specs: readonly ContentSpec[] = contentSpecs): SchemaFile[] {
  return specs.flatMap((spec): SchemaFile[] => {
    const own = {
      path: `${SCHEMAS_DIR}/${schemaName(spec)}.schema.json`,
      describes: spec.shape === "folder" ? `content/${spec.folder}/*.yaml` : `content/${spec.file}`,
      schema: contentJsonSchema(spec),
    };
    if (spec.shape !== "folder") return [own];
    const stricter = [...spec.stricter].map(([slug, { schema, why }]) => {
      const describes = `content/${spec.folder}/${slug}.yaml`;
      return {
        path: `${SCHEMAS_DIR}/${spec.folder}.${slug}.schema.json`,
        describes,
        schema: { ...jsonSchemaOf(schema, describes), description: why },
      };
    });
    return [own, ...stricter];
  });
}

/**
 * The `yaml.schemas` setting of VS Code's YAML extension: each schema (relative to the workspace)
 * for the files it describes (a pattern matched against the end of the file's path).
 */
export function yamlSchemasSetting(files: readonly SchemaFile[] = schemaFiles()): Record<string, string> {
  return Object.fromEntries(files.map((file) => [`./${file.path}`, `/${file.describes}`]));
}
