/**
 * The inline styles an HTML page has: its `<style>` elements (styled-components writes the page's
 * CSS into one, gatsby-plugin-image adds its own) and its `style` attributes (gatsby-plugin-image
 * sizes each picture's box with one), and the Content-Security-Policy sources that allow exactly
 * them, so that the policy need not allow every inline style ('unsafe-inline').
 */
import { createHash } from "node:crypto";
import { attribute, elements } from "./html-elements";

const hashSource = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

export interface InlineStyleSources {
  /** Hashes of the `<style>` elements' texts. */
  readonly elements: readonly string[];
  /** Hashes of the `style` attributes' values, which a policy allows with 'unsafe-hashes'. */
  readonly attributes: readonly string[];
}

const sorted = (texts: Iterable<string>): string[] => [...new Set([...texts].map(hashSource))].sort();

/**
 * The sources for the page's inline styles. A `<noscript>` element's content is not read: with
 * scripting on (parse5's default, as in a browser) it is text, which the browser does not apply.
 */
export function inlineStyleSources(html: string): InlineStyleSources {
  const styleTexts: string[] = [];
  const attributeValues: string[] = [];
  for (const element of elements(html)) {
    const style = attribute(element, "style");
    if (style !== undefined) attributeValues.push(style);
    if (element.tagName === "style")
      styleTexts.push(element.childNodes.map((child) => ("value" in child ? child.value : "")).join(""));
  }
  return { elements: sorted(styleTexts), attributes: sorted(attributeValues) };
}
