/**
 * Names for a page's inline scripts, so `npm run bench:main-thread` can say which one a task ran.
 * Chromium's trace gives an inline script only the page's address and a position (its
 * EvaluateScript at the script's first character, a FunctionCall at the function's); the page's
 * HTML, parsed with its source locations, says which script holds that position.
 */
import { parse } from "parse5";
import { elementsOf, isInlineScript, textOf } from "../internal/deploy/html-elements";

/** A position as both parse5 and Chromium's trace give it: line and column, from 1. */
export interface Position {
  readonly line: number;
  readonly column: number;
}

export interface InlineScript {
  readonly label: string;
  /** Where its text starts and ends. */
  readonly start: Position;
  readonly end: Position;
}

const before = (a: Position, b: Position) => a.line < b.line || (a.line === b.line && a.column <= b.column);

/** A short, recognisable name: the script's id, or how its text begins. */
function labelFor(text: string, id: string | undefined): string {
  if (id) return `inline #${id}`;
  const start = text.replace(/\s+/g, " ").trim();
  return `inline "${start.length > 24 ? `${start.slice(0, 24)}…` : start}"`;
}

/** The page's inline scripts (those with a `src` run from their own file) with their places. */
export function inlineScriptPlaces(html: string): InlineScript[] {
  return [...elementsOf(parse(html, { sourceCodeLocationInfo: true }))]
    .filter(isInlineScript)
    .flatMap((script) => {
      const { startTag, endTag } = script.sourceCodeLocation ?? {};
      if (!startTag || !endTag) return [];
      const id = script.attrs.find((attr) => attr.name === "id")?.value;
      return [
        {
          label: labelFor(textOf(script), id),
          start: { line: startTag.endLine, column: startTag.endCol },
          end: { line: endTag.startLine, column: endTag.startCol },
        },
      ];
    });
}

/** The inline script holding `position`, if any. */
export const inlineScriptAt = (
  scripts: readonly InlineScript[],
  position: Position,
): InlineScript | undefined =>
  scripts.find((script) => before(script.start, position) && before(position, script.end));
