/**
 * The Content-Security-Policy of each served HTML file: scripts only as the file's own inline
 * scripts, by hash (the public pages load no script file at all); nothing else from other origins.
 */

/** Where the content editor at /admin/ connects and loads pictures from, besides the site. */
export interface EditorSources {
  readonly img: readonly string[];
  readonly connect: readonly string[];
}

/** No plugins, no <base> tricks, forms post only to the site, no framing by other sites. */
const COMMON = ["object-src 'none'", "base-uri 'self'", "form-action 'self'", "frame-ancestors 'none'"];

const scriptSource = (hashes: readonly string[]): string =>
  hashes.length > 0 ? `script-src ${hashes.join(" ")}` : "script-src 'none'";

/**
 * A public page's policy. `data:` images are gatsby-plugin-image's size placeholders.
 *
 * Styles allow inline (styled-components writes the page's CSS into a <style> element, and
 * gatsby-plugin-image sets style attributes) rather than listing each by hash: the hashes grow
 * with the content (16 on the home page today, 810 bytes of header), and that pushed the home
 * page's response past the first round trip, for 0.15 s later first and largest paints in
 * Lighthouse. Styles cannot run code; scripts stay allowed by hash alone.
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    scriptSource(scriptHashes),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ...COMMON,
  ].join("; ");
}

/**
 * The content editor's policy: its code is a file of the site ('self'), which evaluates no string
 * as code (internal/editor/decap-without-eval.ts), and it connects to the site and GitHub only.
 */
export function editorPolicy(scriptHashes: readonly string[], editor: EditorSources): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scriptHashes].join(" "),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...editor.img].join(" "),
    ["connect-src 'self'", ...editor.connect].join(" "),
    ...COMMON,
  ].join("; ");
}
