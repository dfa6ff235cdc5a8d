/**
 * The editor's page at /admin/ and the files published beside its bundle, written after each
 * build from what esbuild reports it made: the page loads the bundle under its content-hashed name.
 */
import { copyFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Metafile, Plugin } from "esbuild";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { DECAP_BUNDLE, type EditorLocations } from "./paths";

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/**
 * The page at /admin/. It holds no inline script: the editor's Content-Security-Policy allows
 * scripts from the site only. Decap CMS draws itself into the body once the bundle has run
 * (`defer`: after the page is parsed). `none` keeps search engines from indexing it or
 * following its links. `script` and `stylesheet` are the addresses of what it loads.
 */
export function editorPage({ script, stylesheet }: { script: string; stylesheet?: string }): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "  <head>",
    '    <meta charset="utf-8">',
    '    <meta name="viewport" content="width=device-width, initial-scale=1">',
    '    <meta name="robots" content="none">',
    "    <title>Content editor</title>",
    // The site's icon (gatsby-plugin-manifest makes it in build and develop alike), so the
    // browser does not ask for /favicon.ico, which only `gatsby build` writes.
    '    <link rel="icon" href="/favicon-32x32.png" type="image/png">',
    ...(stylesheet ? [`    <link rel="stylesheet" href="${escapeAttribute(stylesheet)}">`] : []),
    `    <script defer src="${escapeAttribute(script)}"></script>`,
    "  </head>",
    "  <body></body>",
    "</html>",
    "",
  ].join("\n");
}

/**
 * Writes the page, and Decap's license notices beside the bundle: Decap's bundle begins "For
 * license information please see decap-cms-app.js.LICENSE.txt", the notices of the packages
 * inside it, which their licenses ask to ship with the code.
 */
async function writeEditorPage(metafile: Metafile, locations: EditorLocations): Promise<void> {
  // The bundle made from the entry, and its stylesheet if it has one.
  const entries = Object.entries(metafile.outputs).filter(([, output]) => output.entryPoint);
  if (entries.length !== 1)
    throw new Error(`The content editor's build made ${entries.length} entry bundles, expected 1.`);
  const [[script, { cssBundle: stylesheet }]] = entries;
  // A path esbuild reports from the root, as an address: `/admin/assets/editor-<hash>.js`.
  const address = (file: string) =>
    `${EDITOR_PATH}${path.relative(locations.outDir, path.resolve(locations.root, file)).split(path.sep).join("/")}`;
  const page = editorPage({ script: address(script), stylesheet: stylesheet && address(stylesheet) });
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
