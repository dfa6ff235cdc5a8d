/**
 * The Content-Security-Policy of each served HTML file: scripts only as the file's own inline
 * scripts, by hash (the public pages load no script file at all); nothing else from other origins.
 */

import type { InlineStyleSources } from "./inline-styles";

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
 * Styles: the page's own `<style>` elements and `style` attributes, by hash ('unsafe-hashes' lets
 * a hash allow an attribute), rather than any inline style: an injected style could still
 * restyle the page to mislead, or read it out through selectors and background images.
 */
const styleSource = (styles: InlineStyleSources): string =>
  [
    "style-src 'self'",
    ...styles.elements,
    ...(styles.attributes.length > 0 ? ["'unsafe-hashes'", ...styles.attributes] : []),
  ].join(" ");

/** A public page's policy. `data:` images are gatsby-plugin-image's size placeholders. */
export function pagePolicy(scriptHashes: readonly string[], styles: InlineStyleSources): string {
  return [
    "default-src 'self'",
    scriptSource(scriptHashes),
    styleSource(styles),
    "img-src 'self' data:",
    ...COMMON,
  ].join("; ");
}

/**
 * The content editor's policy: its code is a file of the site ('self'), which evaluates no string
 * as code (internal/editor/without-eval.ts), and it connects to the site and GitHub only.
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
