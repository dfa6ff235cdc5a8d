/**
 * The editor's page and the files published beside its bundle, written after each build from
 * what esbuild reports it made: the page loads the bundle under its content-hashed name.
 */
import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Metafile, Plugin } from "esbuild";
import { editorPage } from "./editor-page";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { DECAP_BUNDLE, type EditorLocations } from "./paths";

/** A path esbuild reports from the root, as an address below the editor's: `assets/editor-<hash>.js`. */
const addressOf = (locations: EditorLocations, file: string): string =>
  path.relative(locations.outDir, path.resolve(locations.root, file)).split(path.sep).join("/");

/** The bundle made from the entry, and its stylesheet if it has one. */
function entryOutput(metafile: Metafile): { readonly script: string; readonly stylesheet?: string } {
  const entries = Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint);
  const [entry] = entries;
  if (entries.length !== 1 || entry === undefined)
    throw new Error(`The content editor's build made ${entries.length} entry bundles, expected 1.`);
  const [script, output] = entry;
  return output.cssBundle ? { script, stylesheet: output.cssBundle } : { script };
}

/**
 * Writes the page, and Decap's license notices beside the bundle: Decap's bundle begins "For
 * license information please see decap-cms-app.js.LICENSE.txt", the notices of the packages
 * inside it, which their licenses ask to ship with the code.
 */
export async function writeEditorPage(metafile: Metafile, locations: EditorLocations): Promise<void> {
  const { script, stylesheet } = entryOutput(metafile);
  const page = editorPage({
    script: `${EDITOR_PATH}${addressOf(locations, script)}`,
    ...(stylesheet ? { stylesheet: `${EDITOR_PATH}${addressOf(locations, stylesheet)}` } : {}),
  });
  await writeFile(path.join(locations.outDir, "index.html"), page);
  const decap = Object.keys(metafile.inputs).find((input) => input.endsWith(`node_modules/${DECAP_BUNDLE}`));
  if (decap !== undefined) {
    const license = `${decap}.LICENSE.txt`;
    const beside = path.join(path.dirname(path.resolve(locations.root, script)), path.basename(license));
    await copyFile(path.resolve(locations.root, license), beside);
  }
}

/** An esbuild plugin that writes the page after every successful build (and rebuild, when watching). */
export function editorPagePlugin(locations: EditorLocations): Plugin {
  return {
    name: "editor-page",
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length === 0 && result.metafile) await writeEditorPage(result.metafile, locations);
      });
    },
  };
}
