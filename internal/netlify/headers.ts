/**
 * The response headers Netlify sends for a path, from the same `_headers` file (and netlify.toml)
 * Netlify reads, parsed by Netlify's own parser and applied the way Netlify applies them.
 */
import { validateHeaderName, validateHeaderValue } from "node:http";
import { parseAllHeaders, type Header } from "@netlify/headers-parser";

export type HeaderRules = readonly Header[];

/**
 * Netlify's Cache-Control for a file no `_headers` rule gives one (Netlify's docs, Caching
 * overview: static files are revalidated on every request by default).
 */
export const NETLIFY_DEFAULT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export class HeadersFileError extends Error {}

/**
 * Parses `_headers` (and the `[[headers]]` of netlify.toml, which Netlify merges in) with
 * `@netlify/headers-parser`, as netlify-cli does (its `parseHeaders`). A missing file means no
 * rules. A syntax error is refused: Netlify would skip the broken rule and deploy the site
 * without those headers, which no test would notice.
 */
export async function loadHeaderRules(headersFile: string, netlifyConfigPath?: string): Promise<HeaderRules> {
  const { headers, errors } = await parseAllHeaders({
    headersFiles: [headersFile],
    netlifyConfigPath,
    configHeaders: [],
    minimal: false,
  });
  if (errors.length > 0) {
    const details = errors.map((error) => error.message.replace(/\s+/g, " ")).join("; ");
    throw new HeadersFileError(`${headersFile} has ${errors.length} syntax error(s): ${details}`);
  }
  // `minimal: false` makes the parser add `forRegExp` to every rule (its types do not narrow).
  const rules = headers.filter((rule): rule is Header => "forRegExp" in rule);
  // A name or value Node cannot send would fail every request to its paths: refuse it now.
  for (const rule of rules) {
    for (const [name, value] of Object.entries(rule.values)) {
      try {
        validateHeaderName(name);
        validateHeaderValue(name, value);
      } catch (error) {
        throw new HeadersFileError(
          `${headersFile}: the header "${name}" for ${rule.for} cannot be sent: ${String(error)}`,
        );
      }
    }
  }
  return rules;
}

/**
 * The headers for a request path. Mirrors netlify-cli's `headersForPath`:
 * every rule whose pattern matches, in file order, merged with `Object.assign`, so a later rule's
 * value for a header replaces an earlier one's (it does not join them). Header names are matched
 * without regard to case, as HTTP does (the CLI gets the same from `res.setHeader`): the Gatsby
 * adapter writes `cache-control` where the build writes `Cache-Control`.
 *
 * `pathname` is the request's path as sent (percent-encoded), as the CLI passes it.
 */
export function headersForPath(rules: HeaderRules, pathname: string): Map<string, readonly [string, string]> {
  const result = new Map<string, readonly [string, string]>();
  for (const rule of rules) {
    if (!rule.forRegExp.test(pathname)) continue;
    for (const [name, value] of Object.entries(rule.values)) result.set(name.toLowerCase(), [name, value]);
  }
  return result;
}
