/**
 * What the site adds to the build's output once gatsby-adapter-netlify has given it its final
 * shape: the response headers of internal/deploy/site-headers.ts and, for every HTML file the host
 * serves, at every address it serves it at, a Content-Security-Policy that allows exactly that
 * file's inline scripts. The 404 page's policy is also the catch-all's, since Netlify serves it,
 * with the catch-all's headers, at every unknown address.
 */
import { existsSync } from "node:fs";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { EDITOR_SOURCES } from "../../src/editor/backend";
import { withSiteBlock, type HeaderRule } from "./headers-file";
import { inlineScriptSources } from "./inline-scripts";
import { sharedPictures } from "./shared-pictures";
import { APP_SITE_ASSOCIATION_PATH, ASSET_LINKS_PATH, EDITOR_PATH, SITE_URL } from "../../src/lib/addresses";
import { ASSOCIATION_HEADERS, EDITOR_HEADERS, SECURITY_HEADERS, SHARED_FILE_HEADERS } from "./site-headers";
import { servedHtmlFiles } from "./served-html";
import { HEADERS_FILE } from "./site-output";

const CSP = "content-security-policy";

/** No plugins, no <base> tricks, forms post only to the site, no framing by other sites. */
const COMMON = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"];

/**
 * The Content-Security-Policy of an HTML file served at `paths`: scripts only as the file's own inline
 * scripts, by hash (the public pages load no script file at all); nothing else from other origins.
 */
function policyFor(paths: readonly string[], html: string): string {
  const hashes = inlineScriptSources(html);
  // The content editor's code is a file of the site ('self'), which evaluates no string as code
  // (internal/editor/decap-without-eval.ts), and it connects to the site and GitHub only.
  const editor = paths.some((address) => address.startsWith(EDITOR_PATH));
  const scripts = editor ? ["'self'", ...hashes] : hashes.length > 0 ? hashes : ["'none'"];
  // A public page's styles allow inline (styled-components writes the page's CSS into a <style>
  // element, and a picture's colour while it loads is a style attribute) rather than listing each
  // by hash: the hashes grow with the content and pushed the home page's response past the first
  // round trip (docs/performance.md). Styles cannot run code; scripts stay allowed by hash.
  return [
    "default-src 'self'",
    `script-src ${scripts.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self'", ...(editor ? ["data:", ...EDITOR_SOURCES.img] : [])].join(" "),
    ...(editor ? [["connect-src 'self'", ...EDITOR_SOURCES.connect].join(" ")] : []),
    ...COMMON,
  ].join("; ");
}

/** The site's header rules for the output in `publicDir`, catch-alls first. */
async function siteHeaderRules(publicDir: string): Promise<HeaderRule[]> {
  const served = await servedHtmlFiles(publicDir);
  const pages = await Promise.all(served.map((file) => readFile(path.join(publicDir, file.file), "utf8")));
  const policies = served.map((file, i) => policyFor(file.paths, pages[i] ?? ""));
  const notFound = served.findIndex((file) => file.notFound);
  if (notFound === -1) throw new Error(`The build wrote no 404.html to ${publicDir}.`);
  const shared = [...new Set(pages.flatMap((html) => sharedPictures(html, SITE_URL)))].sort();
  return [
    { path: "/*", headers: [...SECURITY_HEADERS, [CSP, policies[notFound]]] },
    { path: `${EDITOR_PATH}*`, headers: EDITOR_HEADERS },
    ...served.flatMap((file, i) =>
      file.paths.map((address): HeaderRule => ({ path: address, headers: [[CSP, policies[i]]] })),
    ),
    ...shared.map((address): HeaderRule => ({ path: address, headers: SHARED_FILE_HEADERS })),
    ...[APP_SITE_ASSOCIATION_PATH, ASSET_LINKS_PATH]
      .filter((file) => existsSync(path.join(publicDir, file)))
      .map((file): HeaderRule => ({ path: file, headers: ASSOCIATION_HEADERS })),
  ];
}

/** Adds the site's rules to `_headers` in `publicDir` (replacing those of an earlier build). */
export async function finishOutput(publicDir: string): Promise<{ rules: number }> {
  const rules = await siteHeaderRules(publicDir);
  const file = path.join(publicDir, HEADERS_FILE);
  const existing = existsSync(file) ? await readFile(file, "utf8") : "";
  await writeFile(file, withSiteBlock(existing, rules));
  return { rules: rules.length };
}
