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
 * A public page's policy. Styles allow inline (styled-components writes the page's CSS into a
 * <style> element, and a picture's colour while it loads is a style attribute) rather than
 * listing each by hash: the hashes grow with the content and pushed the home page's response past
 * the first round trip (docs/performance.md). Styles cannot run code; scripts stay allowed by hash.
 */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    scriptSource(scriptHashes),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self'",
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
