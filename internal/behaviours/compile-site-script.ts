/**
 * Compiles the pages' behaviours (src/behaviours/entry.ts) into the one small script each built
 * page carries inline in its <head>. esbuild bundles and minifies it in a few milliseconds.
 */
import path from "node:path";
import { buildSync } from "esbuild";

export function compileSiteScript(): string {
  const result = buildSync({
    entryPoints: [path.resolve(__dirname, "../../src/behaviours/entry.ts")],
    bundle: true,
    minify: true,
    format: "iife",
    // Browsers the script must run in: what the site supports (the popover menu needs 2024
    // browsers; the script itself asks for little more than ES2020).
    target: ["es2020"],
    legalComments: "none",
    charset: "utf8",
    write: false,
  });
  const script = result.outputFiles[0].text.trim();
  // Inline in HTML: the text must not be able to end its own <script> element.
  if (/<\/script/i.test(script) || script.includes("<!--")) {
    throw new Error("The compiled site script contains </script or <!--, which would break the page.");
  }
  return script;
}
