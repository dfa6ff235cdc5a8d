/**
 * Small DOM helpers shared by the behaviours. They avoid `instanceof Element`: the content
 * editor's preview renders the site's components into an iframe, whose elements belong to
 * another window and fail that check.
 */
import { SCRIPT_WORDS } from "../lib/dictionary";
import { languageOfTag } from "../lib/languages";

/** The event's target as an element, or null for text nodes, windows and documents. */
export const elementOf = (target: EventTarget | null): Element | null =>
  typeof (target as Partial<Element> | null)?.closest === "function" ? (target as Element) : null;

/** Runs `callback` once the document is parsed (at once if it already is). */
export function whenParsed(doc: Document, callback: () => void): void {
  if (doc.readyState === "loading") doc.addEventListener("DOMContentLoaded", callback, { once: true });
  else callback();
}

/** The element's window: the iframe's for an element in the editor's preview. */
export const windowOf = (element: Element): Window & typeof globalThis =>
  (element.ownerDocument.defaultView ?? window) as Window & typeof globalThis;

/** The script's words in the language of the element's page (its `<html lang>`). */
export const wordsOf = (element: Element) =>
  SCRIPT_WORDS[languageOfTag(element.ownerDocument.documentElement.lang)];
