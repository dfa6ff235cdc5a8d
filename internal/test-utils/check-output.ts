/**
 * Checks a build's output as Netlify would read and serve it: `_headers` and `_redirects` parsed
 * by Netlify's own parsers, each address's headers resolved with Netlify's precedence
 * (`headersForPath` of internal/netlify/headers.ts, which mirrors netlify-cli's), every security
 * header present once with the value the site intends, every inline script of every served HTML file allowed by the
 * policy of every address it is served at, no header set by two rules for one path (the adapter's
 * and the site's), and immutable caching only for content-hashed files.
 * Returns the problems found, in words; an empty list means the output is right.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { inlineScriptSources } from "../deploy/inline-scripts";
import { servedHtmlFiles } from "../deploy/served-html";
import { sharedPictures } from "../deploy/shared-pictures";
import { EDITOR_HEADERS, SECURITY_HEADERS, SHARED_FILE_HEADERS } from "../deploy/site-headers";
import { EDITOR_PATH, SITE_URL } from "../../src/lib/addresses";
import { HEADERS_FILE, HOST_FILES, MISSING_PAGE_PATH, REDIRECTS_FILE } from "../deploy/site-output";
import {
  headersForPath,
  loadHeaderRules,
  NETLIFY_DEFAULT_CACHE_CONTROL,
  type HeaderRules,
} from "../netlify/headers";

/** Gatsby's defaults, written by the adapter: kept, and checked so that no other rule changes them. */
const GATSBY_DEFAULTS = [
  ["x-content-type-options", "nosniff"],
  ["x-frame-options", "DENY"],
  ["referrer-policy", "same-origin"],
] as const;

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Files whose names carry a content hash: /static/<32 hex>/…, app-<hash>.js, editor-<hash>.js. */
const CONTENT_HASHED = /(^\/static\/[0-9a-f]{32}\/)|-[0-9a-f]{8,}\.js(\.map)?$/;

/** Header names that two rules for the same path both set, as `name for path`. */
function setTwice(rules: HeaderRules): string[] {
  const seen = new Map<string, Set<string>>();
  const twice: string[] = [];
  for (const rule of rules) {
    const names = seen.get(rule.for) ?? new Set<string>();
    for (const name of Object.keys(rule.values).map((key) => key.toLowerCase())) {
      if (names.has(name)) twice.push(`${name} for ${rule.for}`);
      names.add(name);
    }
    seen.set(rule.for, names);
  }
  return twice;
}

async function publishedFiles(dir: string, prefix = "/"): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const address = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return publishedFiles(path.join(dir, entry.name), `${address}/`);
      return prefix === "/" && HOST_FILES.includes(entry.name) ? [] : [address];
    }),
  );
  return nested.flat();
}

/** The sources of one directive of a policy, e.g. `script-src`. */
function sourcesOf(policy: string, name: string): string[] {
  const directive = policy
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return directive ? directive.slice(1) : [];
}

/** `headers` with the values of `over` where both name a header. */
const overridden = (
  headers: ReadonlyArray<readonly [string, string]>,
  over: ReadonlyArray<readonly [string, string]>,
) => headers.map(([name, value]) => [name, over.find(([n]) => n === name)?.[1] ?? value] as const);

function expectedSecurityHeaders(
  address: string,
  shared: ReadonlySet<string>,
): ReadonlyArray<readonly [string, string]> {
  const own = address.startsWith(EDITOR_PATH)
    ? overridden(SECURITY_HEADERS, EDITOR_HEADERS)
    : shared.has(address)
      ? overridden(SECURITY_HEADERS, SHARED_FILE_HEADERS)
      : SECURITY_HEADERS;
  return [...own, ...GATSBY_DEFAULTS];
}

export async function checkOutput(publicDir: string): Promise<string[]> {
  const problems: string[] = [];
  let rules: HeaderRules;
  try {
    rules = await loadHeaderRules(path.join(publicDir, HEADERS_FILE));
  } catch (error) {
    return [`${HEADERS_FILE}: ${String(error)}`];
  }
  const { errors } = await parseAllRedirects({
    redirectsFiles: [path.join(publicDir, REDIRECTS_FILE)],
    configRedirects: [],
    minimal: true,
  });
  for (const error of errors) problems.push(`${REDIRECTS_FILE}: ${String(error)}`);
  for (const twice of setTwice(rules)) problems.push(`${HEADERS_FILE}: ${twice} is set by two rules`);

  const headerValue = (address: string, name: string) => headersForPath(rules, address).get(name)?.[1];
  const served = await servedHtmlFiles(publicDir);
  const pages = await Promise.all(served.map((file) => readFile(path.join(publicDir, file.file), "utf8")));
  const shared = new Set(pages.flatMap((html) => sharedPictures(html, SITE_URL)));
  const checkSecurityHeaders = (address: string) => {
    for (const [name, value] of expectedSecurityHeaders(address, shared)) {
      const actual = headerValue(address, name);
      if (actual !== value)
        problems.push(`${address}: ${name} is ${JSON.stringify(actual)}, expected ${JSON.stringify(value)}`);
    }
  };

  // Every served HTML file, at every address: the security headers once, with their values, and
  // a policy that allows exactly the file's inline scripts, and no inline code by other means.
  for (const [index, file] of served.entries()) {
    const html = pages[index] ?? "";
    const hashes = inlineScriptSources(html);
    const addresses = file.notFound ? [...file.paths, MISSING_PAGE_PATH] : file.paths;
    for (const address of addresses) {
      checkSecurityHeaders(address);
      const policy = headerValue(address, "content-security-policy");
      if (policy === undefined) {
        problems.push(`${address} (${file.file}): no content-security-policy`);
        continue;
      }
      const allowed = sourcesOf(policy, "script-src");
      for (const hash of hashes) {
        if (!allowed.includes(hash))
          problems.push(`${address} (${file.file}): the inline script ${hash} is not allowed`);
      }
      const unexpected = allowed.filter(
        (source) => source.startsWith("'sha256-") && !hashes.includes(source),
      );
      if (unexpected.length > 0)
        problems.push(`${address} (${file.file}): allows scripts it does not have: ${unexpected.join(" ")}`);
      if (allowed.includes("'unsafe-inline'")) problems.push(`${address}: script-src allows 'unsafe-inline'`);
    }
  }

  // Every other file: the same security headers; caching a year, immutable, only where the
  // address changes with the content.
  for (const address of await publishedFiles(publicDir)) {
    if (!address.endsWith(".html")) checkSecurityHeaders(address);
    const cache = headerValue(address, "cache-control");
    const hashed = CONTENT_HASHED.test(address);
    if (cache === IMMUTABLE && !hashed)
      problems.push(`${address}: immutable, but its name carries no content hash`);
    if (cache !== IMMUTABLE && cache !== NETLIFY_DEFAULT_CACHE_CONTROL)
      problems.push(`${address}: cache-control is ${JSON.stringify(cache)}`);
  }
  return problems;
}
