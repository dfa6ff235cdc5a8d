import { createHash } from "node:crypto";
import { access, readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { EditorBuild } from "./build-editor";
import type { EditorLocations } from "./locations";

/** What a build leaves for the next one to compare with (kept in Gatsby's cache). */
export interface BuildRecord {
  /** A hash of every file that decides the output (decisiveFiles). */
  readonly fingerprint: string;
  readonly inputs: readonly string[];
  readonly outputs: readonly string[];
}

const isStrings = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

/** Anything read back from the cache is checked: an older or damaged record means "build again". */
export function isBuildRecord(value: unknown): value is BuildRecord {
  if (typeof value !== "object" || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.fingerprint === "string" && isStrings(record.inputs) && isStrings(record.outputs);
}

/** The code that builds the editor, relative to the site's folder: a change to it changes the output too. */
const BUILDER = path.join("internal", "admin");

/**
 * Every file whose change can change the editor's output, relative to the site's folder: the
 * sources esbuild read (those in node_modules stand for their packages, which the lock file pins),
 * the lock file, tsconfig.json (esbuild reads its JSX and module settings) and the builder's code.
 * A file the sources start importing shows up here because the file importing it changed.
 */
async function decisiveFiles(locations: EditorLocations, inputs: readonly string[]): Promise<string[]> {
  const builder = (await readdir(path.join(locations.root, BUILDER)))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => path.join(BUILDER, name));
  const sources = inputs.filter((input) => !input.split(/[\\/]/).includes("node_modules"));
  return [...new Set([...sources, "package-lock.json", "tsconfig.json", ...builder])].sort();
}

/** A hash of each file's path and content; a missing file counts as a change, not an error. */
async function fingerprint(root: string, files: readonly string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)).catch(() => "(missing)"));
    hash.update("\0");
  }
  return hash.digest("hex");
}

export async function recordOf(locations: EditorLocations, build: EditorBuild): Promise<BuildRecord> {
  const files = await decisiveFiles(locations, build.inputs);
  return { fingerprint: await fingerprint(locations.root, files), ...build };
}

/** True when the last build's files are all still in public/ and nothing that decides them changed. */
export async function unchangedSince(locations: EditorLocations, record: BuildRecord): Promise<boolean> {
  const present = await Promise.all(
    record.outputs.map((output) =>
      access(path.join(locations.outDir, output)).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (!present.every(Boolean)) return false;
  const files = await decisiveFiles(locations, record.inputs);
  return (await fingerprint(locations.root, files)) === record.fingerprint;
}
