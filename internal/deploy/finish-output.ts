/**
 * What the site adds to the build's output once gatsby-adapter-netlify has given it its final
 * shape: the response headers of internal/deploy/site-headers.ts and, for every HTML file the host
 * serves, at every address it serves it at, a Content-Security-Policy that allows exactly that
 * file's inline scripts. The 404 page's policy is also the catch-all's, since Netlify serves it,
 * with the catch-all's headers, at every unknown address.
 */
import { access, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { EDITOR_SOURCES } from "../../src/editor/backend";
import { editorPolicy, pagePolicy } from "./content-security-policy";
import { withSiteBlock, type HeaderRule } from "./headers-file";
import { inlineScriptSources } from "./inline-scripts";
import { sharedPictures } from "./shared-pictures";
import { APP_SITE_ASSOCIATION_PATH, EDITOR_PATH } from "../../src/lib/addresses";
import { ASSOCIATION_HEADERS, EDITOR_HEADERS, SECURITY_HEADERS, SHARED_FILE_HEADERS } from "./site-headers";
import { SITE_URL } from "../../src/lib/addresses";
import { servedHtmlFiles, type ServedHtml } from "./served-html";
import { HEADERS_FILE } from "./site-output";

const CSP = "content-security-policy";

function policyFor(served: ServedHtml, html: string): string {
  const hashes = inlineScriptSources(html);
  return served.paths.some((address) => address.startsWith(EDITOR_PATH))
    ? editorPolicy(hashes, EDITOR_SOURCES)
    : pagePolicy(hashes);
}

/** The site's header rules for the output in `publicDir`, catch-alls first. */
async function siteHeaderRules(publicDir: string): Promise<HeaderRule[]> {
  const served = await servedHtmlFiles(publicDir);
  const pages = await Promise.all(served.map((file) => readFile(path.join(publicDir, file.file), "utf8")));
  const policies = served.map((file, i) => policyFor(file, pages[i] ?? ""));
  const notFound = served.findIndex((file) => file.notFound);
  if (notFound === -1) throw new Error(`The build wrote no 404.html to ${publicDir}.`);
  const shared = [...new Set(pages.flatMap((html) => sharedPictures(html, SITE_URL)))].sort();
  const association = await access(path.join(publicDir, APP_SITE_ASSOCIATION_PATH)).then(
    () => [{ path: APP_SITE_ASSOCIATION_PATH, headers: ASSOCIATION_HEADERS }],
    () => [],
  );
  return [
    { path: "/*", headers: [...SECURITY_HEADERS, [CSP, policies[notFound]]] },
    { path: `${EDITOR_PATH}*`, headers: EDITOR_HEADERS },
    ...served.flatMap((file, i) =>
      file.paths.map((address): HeaderRule => ({ path: address, headers: [[CSP, policies[i]]] })),
    ),
    ...shared.map((address): HeaderRule => ({ path: address, headers: SHARED_FILE_HEADERS })),
    ...association,
  ];
}

/** Adds the site's rules to `_headers` in `publicDir` (replacing those of an earlier build). */
export async function finishOutput(publicDir: string): Promise<{ rules: number }> {
  const rules = await siteHeaderRules(publicDir);
  const file = path.join(publicDir, HEADERS_FILE);
  const existing = await readFile(file, "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return "";
    throw error;
  });
  await writeFile(file, withSiteBlock(existing, rules));
  return { rules: rules.length };
}
