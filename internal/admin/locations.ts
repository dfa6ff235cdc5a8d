import path from "node:path";

/** The address the content editor is served at, by `gatsby build`'s output and by `gatsby develop`. */
export const EDITOR_PATH = "/admin/";

/** The folder below it that holds the bundles, whose names carry a hash of their content. */
export const ASSETS_FOLDER = "assets";

/** The folders and files the editor is built from and into, for the site in `root`. */
export interface EditorLocations {
  /** The site's folder: esbuild's working directory, and what recorded input paths are relative to. */
  readonly root: string;
  /** The editor's browser entry. */
  readonly entry: string;
  /** The folder `gatsby build` publishes at EDITOR_PATH. */
  readonly outDir: string;
}

export function editorLocations(root: string): EditorLocations {
  return {
    root,
    entry: path.join(root, "src", "cms", "cms.ts"),
    outDir: path.join(root, "public", ...EDITOR_PATH.split("/").filter(Boolean)),
  };
}
