/**
 * The inline scripts an HTML page runs and the Content-Security-Policy sources that allow exactly
 * them.
 */
import { createHash } from "node:crypto";
import { attribute, elements } from "./html-elements";

/** `type` values under which a browser runs a script: the HTML standard, "prepare the script element". */
const JAVASCRIPT_TYPES = new Set([
  "",
  "module",
  "text/javascript",
  "application/javascript",
  "application/ecmascript",
  "text/ecmascript",
]);

/** The text of every script the page runs inline (data blocks such as JSON-LD are not run). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const element of elements(html)) {
    if (element.tagName !== "script" || attribute(element, "src") !== undefined) continue;
    const type = (attribute(element, "type") ?? "").trim().toLowerCase();
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    const text = element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
    scripts.push(text);
  }
  return scripts;
}

/** The CSP source that allows one script text, e.g. `'sha256-…'`. */
export const scriptHashSource = (text: string): string =>
  `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/** The sources that allow exactly the page's inline scripts, sorted and without repeats. */
export function inlineScriptSources(html: string): string[] {
  return [...new Set(inlineScripts(html).map(scriptHashSource))].sort();
}
