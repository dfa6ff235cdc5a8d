/**
 * Netlify's `_redirects`, read with Netlify's own parser. The site's only rules are 404 pages per
 * folder (`/es/*  /es/404.html  404`, as Netlify documents custom 404 pages per language): Netlify
 * applies such a rule to an address no file answers, with the rule's page and status 404. The local
 * server implements those; any other rule is refused at start-up: serving the site without it
 * would test something other than what Netlify serves.
 */
import { parseAllRedirects } from "@netlify/redirect-parser";

export class RedirectsFileError extends Error {}

/** A folder's 404 page: the addresses under `folder/` no file answers get `page`. */
export type NotFoundRule = Awaited<ReturnType<typeof loadNotFoundRules>>[number];

/** The parser's normalised rule: what the local server reads of it. */
interface ParsedRule {
  readonly from: string;
  readonly to: string;
  readonly status?: number;
  readonly force?: boolean;
  readonly query?: Readonly<Record<string, string>>;
  readonly conditions?: Readonly<Record<string, unknown>>;
}

const isNotFoundRule = (rule: ParsedRule) =>
  rule.status === 404 &&
  !rule.force &&
  rule.from.endsWith("/*") &&
  Object.keys(rule.query ?? {}).length === 0 &&
  Object.keys(rule.conditions ?? {}).length === 0;

/**
 * The 404 rules of `_redirects` (and netlify.toml's `[[redirects]]`), in order; throws on a syntax
 * error or any other rule. Comments, blank lines and the adapter's markers are fine.
 */
export async function loadNotFoundRules(redirectsFile: string, netlifyConfigPath?: string) {
  const { redirects, errors } = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    netlifyConfigPath,
    configRedirects: [],
    minimal: true,
  });
  if (errors.length > 0) {
    const details = errors.map((error: unknown) => String(error).replace(/\s+/g, " ")).join("; ");
    throw new RedirectsFileError(`${redirectsFile} has ${errors.length} syntax error(s): ${details}`);
  }
  const rules = redirects as ParsedRule[];
  const other = rules.find((rule) => !isNotFoundRule(rule));
  if (other) {
    const { from, to, status } = other;
    throw new RedirectsFileError(
      `${redirectsFile} has a redirect rule (${from} → ${to}${status === undefined ? "" : ` ${status}`}) ` +
        "the local server does not implement (it serves folders' 404 pages only); implement it in server/ before serving this build.",
    );
  }
  return rules.map(({ from, to }) => ({ folder: from.slice(0, -2), page: to }));
}

/** The 404 page for `pathname`: the first rule's whose folder holds it, if any. */
export const notFoundPageFor = (rules: readonly NotFoundRule[], pathname: string): string | undefined =>
  rules.find(({ folder }) => pathname === folder || pathname.startsWith(`${folder}/`))?.page;
