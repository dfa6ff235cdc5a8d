import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { build } from "esbuild";
import { editorFiles } from "./editor-files";
import { editorBuildOptions } from "./esbuild-options";
import type { EditorLocations } from "./locations";

/** What a production build of the editor read and wrote. */
export interface EditorBuild {
  /** The files esbuild bundled, relative to the site's folder. */
  readonly inputs: readonly string[];
  /** The files written, relative to the editor's folder in public/. */
  readonly outputs: readonly string[];
}

/**
 * Builds the editor for publishing and replaces its folder in public/ with the result: the page,
 * the content-hashed bundle and Decap's license notices. Files of earlier builds go; nothing is
 * removed if the build fails.
 */
export async function buildEditor(locations: EditorLocations): Promise<EditorBuild> {
  const bundle = await build(editorBuildOptions("production", locations));
  const files = await editorFiles(bundle, locations);
  await rm(locations.outDir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(locations.outDir, file.path);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.contents);
  }
  return { inputs: Object.keys(bundle.metafile.inputs), outputs: files.map((file) => file.path) };
}
