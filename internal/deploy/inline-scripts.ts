/**
 * The inline scripts an HTML page runs and the Content-Security-Policy sources that allow exactly
 * them.
 */
import { createHash } from "node:crypto";
import { attribute, elements, textOf, type Element } from "./html-elements";

/** `type` values under which a browser runs a script: the HTML standard, "prepare the script element". */
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

/**
 * A `<script>` whose code is its text (one with a `src` runs its own file instead) and that the
 * browser runs (data blocks such as JSON-LD are not run).
 */
const isInlineJavaScript = (element: Element): boolean =>
  element.tagName === "script" &&
  attribute(element, "src") === undefined &&
  JAVASCRIPT_TYPES.has((attribute(element, "type") ?? "").trim().toLowerCase());

/** The text of every script the page runs inline. */
export function inlineScripts(html: string): string[] {
  return [...elements(html)].filter(isInlineJavaScript).map(textOf);
}

/** The CSP source that allows one script text, e.g. `'sha256-…'`. */
export const scriptHashSource = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The sources that allow exactly the page's inline scripts, sorted and without repeats. */
export function inlineScriptSources(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHashSource))].sort();
}
