import path from "node:path";
import type { BuildOptions } from "esbuild";
import { editorPagePlugin } from "./editor-page";
import { ASSETS_FOLDER, DECAP_BUNDLE, type EditorLocations } from "./paths";
import { withoutEvalPlugin } from "./decap-without-eval";

/** The bundle's file, wherever npm installed it. */
const DECAP_BUNDLE_FILE = /decap-cms-app[\\/]dist[\\/]decap-cms-app\.js$/;

/** What the site's components import from `gatsby` (`Link`), for the editor, where Gatsby does not run. */
const GATSBY_STAND_IN = "./src/editor/preview/gatsby-in-the-editor.tsx";

/**
 * esbuild's options for the editor's bundle: `src/editor/editor.ts` with Decap CMS and React in one
 * file, written into public/admin/ with the page that loads it (editor-page.ts).
 *
 * `gatsby build` publishes the editor minified; `gatsby develop` serves it readable (and rebuilds
 * it faster). Nothing else differs: what an editor sees locally is what ships.
 */
export function editorBuildOptions(mode: "production" | "development", locations: EditorLocations) {
  return {
    absWorkingDir: locations.root,
    entryPoints: [locations.entry],
    bundle: true,
    // One classic script: the editor's page loads it with `defer`, and has no inline script
    // (the editor's Content-Security-Policy allows scripts from the site only).
    format: "iife",
    target: "es2020",
    // public/admin/assets/editor-<hash>.js: the hash changes with the content, so the bundle can be
    // cached for good.
    outdir: path.join(locations.outDir, ASSETS_FOLDER),
    entryNames: "[name]-[hash]",
    metafile: true,
    // decap-cms-app's `main` is Decap's own prebuilt bundle, a UMD file that takes `react` and
    // `react-dom` from its importer: bundled here, they resolve to the site's React, the one
    // instance the editor's own components (previews, widgets) render with. Its `module` field,
    // which esbuild would otherwise prefer for the browser, points at Decap's untranspiled modules
    // instead: bundling those would mean compiling Decap again from its forty packages.
    //
    // The previews render the site's own components, which link with gatsby's `Link`: `gatsby`
    // itself is Gatsby's runtime, made for its webpack build, so the editor gets a stand-in.
    alias: { "decap-cms-app": DECAP_BUNDLE, gatsby: GATSBY_STAND_IN },
    // React's production build in both modes, as Decap's prebuilt bundle expects: React's
    // development build fills the console with warnings about Decap's internals (defaultProps,
    // createRoot from "react-dom", failed prop types) on every screen, and libraries the editor's
    // previews will share with the site (styled-components) inject their styles differently in
    // development, which the preview must not depend on.
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    minify: mode === "production",
    // The published bundle links a map of where each part of it comes from (file names and
    // lines), without the sources themselves: the browser's tools, and Lighthouse's Best
    // Practices, which counts a large script without one against the page, read it; with the
    // sources, chained from Decap's own map, it would be three times larger on every deploy that
    // changes the editor (docs/performance.md). In develop the bundle is not minified, each
    // module marked with its path: a map there made each rebuild several times slower.
    sourcemap: mode === "production" ? "linked" : false,
    sourcesContent: false,
    // React's license comments go to the end of the bundle; Decap's points to its license file,
    // which editor-page.ts publishes beside it.
    legalComments: "eof",
    logLevel: "silent",
    // Decap's bundle without the evaluated code the editor's policy refuses; the page after each build.
    plugins: [withoutEvalPlugin(DECAP_BUNDLE_FILE), editorPagePlugin(locations)],
  } satisfies BuildOptions;
}
