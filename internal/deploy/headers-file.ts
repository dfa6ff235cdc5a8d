/**
 * The site's own block of rules in `_headers`, Netlify's header file. gatsby-adapter-netlify
 * writes its block between its own markers and keeps whatever else the file holds; the site's
 * block goes after it, between these markers, and replaces the one a previous build wrote.
 *
 * Netlify applies every rule whose path matches a request, in file order, a later rule's value
 * for a header replacing an earlier one (netlify-cli's `headersForPath`:
 * `Object.assign({}, ...matchingRules)`). So the block's catch-all rule comes first and the rules
 * for single addresses after it. Header names are written in lower case, as the adapter writes
 * them, so that one header never appears under two spellings.
 */

export interface HeaderRule {
  /** A Netlify path: an exact address, or a prefix ending in `/*`. */
  readonly path: string;
  readonly headers: ReadonlyArray<readonly [name: string, value: string]>;
}

export const SITE_BLOCK_START = "# site headers start (written after the adapter by internal/deploy)";
export const SITE_BLOCK_END = "# site headers end";

export const renderRules = (rules: readonly HeaderRule[]): string =>
  rules
    .flatMap((rule) => [
      encodeURI(rule.path),
      ...rule.headers.map(([name, value]) => `  ${name.toLowerCase()}: ${value}`),
    ])
    .join("\n");

/** `existing` (the file as the adapter left it) without an earlier site block, plus the new one. */
export function withSiteBlock(existing: string, rules: readonly HeaderRule[]): string {
  const start = existing.indexOf(SITE_BLOCK_START);
  const end = existing.indexOf(SITE_BLOCK_END, start);
  const kept =
    start === -1
      ? existing
      : existing.slice(0, start) + existing.slice(end === -1 ? existing.length : end + SITE_BLOCK_END.length);
  const base = kept.replace(/\n*$/, "");
  const block = [SITE_BLOCK_START, renderRules(rules), SITE_BLOCK_END].join("\n");
  return `${base === "" ? "" : `${base}\n\n`}${block}\n`;
}
