/**
 * The JSON Schema of each content file, shipped in content/schemas/ so an editor who opens a
 * YAML file in VS Code (with the YAML extension) gets completion, descriptions and red squiggles
 * before building. `.vscode/settings.json` maps each YAML file to its schema: Decap CMS drops
 * YAML comments when it saves, so a `# yaml-language-server: $schema=` line would not last.
 * `npm run schemas` writes them (write-schemas.ts); a unit test fails if they are out of date.
 */
import type { ContentFile } from "../../src/content/content-file";
import { contentFiles } from "../../src/content/content-files";
import { contentJsonSchema, type JsonSchema } from "../../src/content/json-schema";

/** Where the schemas live, relative to the project. */
export const SCHEMAS_DIR = "content/schemas";

/** The workspace settings file VS Code reads the mapping from. */
export const VSCODE_SETTINGS = ".vscode/settings.json";

export interface SchemaFile {
  /** Relative to the project, e.g. `content/schemas/site.schema.json`. */
  readonly path: string;
  /** The content file it describes, relative to the project, e.g. `content/site.yaml`. */
  readonly describes: string;
  readonly schema: JsonSchema;
}

export function schemaFiles(specs: readonly ContentFile[] = contentFiles): SchemaFile[] {
  return specs.map((spec) => ({
    path: `${SCHEMAS_DIR}/${spec.file.replace(/\.ya?ml$/, "")}.schema.json`,
    describes: `content/${spec.file}`,
    schema: contentJsonSchema(spec),
  }));
}

/**
 * The `yaml.schemas` setting of VS Code's YAML extension: each schema (relative to the workspace)
 * for the one file it describes (a pattern matched against the end of the file's path).
 */
export function yamlSchemasSetting(files: readonly SchemaFile[] = schemaFiles()): Record<string, string> {
  return Object.fromEntries(files.map((file) => [`./${file.path}`, `/${file.describes}`]));
}
