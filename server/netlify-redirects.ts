/**
 * Netlify's `_redirects`, read with Netlify's own parser. The local server implements no redirect
 * rules (the site has none: the Gatsby adapter writes an empty block for a site without
 * `createRedirect` calls or client-only routes), so any rule is refused at start-up: serving the
 * site without it would test something other than what Netlify serves.
 */
import { parseAllRedirects } from "@netlify/redirect-parser";

export class RedirectsFileError extends Error {}

/**
 * Throws unless `_redirects` (and netlify.toml's `[[redirects]]`) hold no rules. Comments, blank
 * lines and the adapter's markers are fine.
 */
export async function assertNoRedirectRules(
  redirectsFile: string,
  netlifyConfigPath?: string,
): Promise<void> {
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
  if (redirects.length > 0) {
    // The parser's normalised rule: `from`, `to` and `status` (when the line gives one).
    const { from, to, status } = redirects[0] as { from: string; to: string; status?: number };
    throw new RedirectsFileError(
      `${redirectsFile} has ${redirects.length} redirect rule(s) (first: ${from} → ${to}${status === undefined ? "" : ` ${status}`}), ` +
        "which the local server does not implement; implement them in server/ before serving this build.",
    );
  }
}
