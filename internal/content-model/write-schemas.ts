/**
 * `npm run schemas`: writes each content file's JSON Schema to content/schemas/ and maps them in
 * .vscode/settings.json (keeping any other setting there). Run it after changing a content schema.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as prettier from "prettier";
import { SCHEMAS_DIR, schemaFiles, VSCODE_SETTINGS, yamlSchemasSetting } from "./schema-files";

const ROOT = path.resolve(__dirname, "../..");

/** Writes JSON as Prettier formats it, so `npm run format:check` passes on generated files. */
async function writeJson(file: string, value: unknown): Promise<void> {
  const full = path.join(ROOT, file);
  const options = await prettier.resolveConfig(full);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, await prettier.format(JSON.stringify(value), { ...options, filepath: full }));
}

function readSettings(): Record<string, unknown> {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, VSCODE_SETTINGS), "utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

async function main(): Promise<void> {
  const files = schemaFiles();
  // A schema of a content file that no longer exists would mislead; start from an empty folder.
  const dir = path.join(ROOT, SCHEMAS_DIR);
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir, { withFileTypes: true })) {
    if (name.isFile() && name.name.endsWith(".schema.json")) rmSync(path.join(dir, name.name));
  }
  for (const file of files) await writeJson(file.path, file.schema);
  await writeJson(VSCODE_SETTINGS, { ...readSettings(), "yaml.schemas": yamlSchemasSetting(files) });
  console.log(`Wrote ${files.map((file) => file.path).join(", ")} and ${VSCODE_SETTINGS}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
