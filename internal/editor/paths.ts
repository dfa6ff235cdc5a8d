import path from "node:path";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { OUTPUT_FOLDER } from "../deploy/site-output";

/** Decap CMS's own prebuilt bundle, decap-cms-app's `main`. */
export const DECAP_BUNDLE = "decap-cms-app/dist/decap-cms-app.js";

/** The folder below EDITOR_PATH that holds the bundles, whose names carry a hash of their content. */
export const ASSETS_FOLDER = "assets";

/**
 * The folders and files the editor is built from and into, for the site in `root`: the site's
 * folder (esbuild's working directory, and what recorded input paths are relative to), the
 * editor's browser entry, and `outDir`, where the editor is written: the folder of public/ that
 * `gatsby build` publishes at EDITOR_PATH and `gatsby develop` serves there.
 */
export function editorLocations(root: string) {
  return {
    root,
    entry: path.join(root, "src", "editor", "editor.ts"),
    outDir: path.join(root, OUTPUT_FOLDER, ...EDITOR_PATH.split("/").filter(Boolean)),
  };
}

export type EditorLocations = ReturnType<typeof editorLocations>;
