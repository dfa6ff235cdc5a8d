import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Metafile, OutputFile } from "esbuild";
import { editorPage } from "./editor-page";
import { DECAP_BUNDLE } from "./esbuild-options";
import { EDITOR_PATH, type EditorLocations } from "./locations";

/** One file served below EDITOR_PATH, by its path there: `index.html`, `assets/cms-<hash>.js`. */
export interface EditorFile {
  readonly path: string;
  readonly contents: Uint8Array;
}

/** What an esbuild build of the editor made, in memory (`write: false`, `metafile: true`). */
export interface EditorBundle {
  readonly outputFiles: readonly OutputFile[];
  readonly metafile: Metafile;
}

/** A path esbuild reports (absolute, or relative to the root) as a path below the editor's folder. */
const publishedPath = (locations: EditorLocations, file: string): string =>
  path.relative(locations.outDir, path.resolve(locations.root, file)).split(path.sep).join("/");

/** The bundle made from the entry: its file and what esbuild records about it. */
function entryOutput(metafile: Metafile): [string, Metafile["outputs"][string]] {
  const entries = Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined) {
    throw new Error(`The content editor's build made ${entries.length} entry bundles, expected 1.`);
  }
  return entry;
}

/**
 * Decap's bundle begins "For license information please see decap-cms-app.js.LICENSE.txt": the
 * notices of the packages inside it, which their licenses ask to ship with the code. That file
 * sits beside Decap's bundle in the package, and is published beside ours under the same name.
 */
async function decapLicense(
  metafile: Metafile,
  locations: EditorLocations,
  folder: string,
): Promise<EditorFile[]> {
  const decap = Object.keys(metafile.inputs).find((input) => input.endsWith(`node_modules/${DECAP_BUNDLE}`));
  if (decap === undefined) return [];
  const license = `${decap}.LICENSE.txt`;
  return [
    {
      path: path.posix.join(folder, path.posix.basename(license)),
      contents: await readFile(path.resolve(locations.root, license)),
    },
  ];
}

/** Everything the editor serves: its page, the bundles esbuild made and Decap's license notices. */
export async function editorFiles(bundle: EditorBundle, locations: EditorLocations): Promise<EditorFile[]> {
  const [script, output] = entryOutput(bundle.metafile);
  const scriptPath = publishedPath(locations, script);
  const page = editorPage({
    script: `${EDITOR_PATH}${scriptPath}`,
    ...(output.cssBundle
      ? { stylesheet: `${EDITOR_PATH}${publishedPath(locations, output.cssBundle)}` }
      : {}),
  });
  return [
    { path: "index.html", contents: new TextEncoder().encode(page) },
    ...bundle.outputFiles.map((file) => ({
      path: publishedPath(locations, file.path),
      contents: file.contents,
    })),
    ...(await decapLicense(bundle.metafile, locations, path.posix.dirname(scriptPath))),
  ];
}
