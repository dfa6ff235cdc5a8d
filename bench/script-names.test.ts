/**
 * @jest-environment node
 */
import { BUILT_PAGE } from "./fixtures/built-page";
import { inlineScriptAt, inlineScriptPlaces } from "./script-names";

const scripts = inlineScriptPlaces(BUILT_PAGE);

/** Line and column (from 1) of the first character after `text` in the fixture. */
function after(text: string): { line: number; column: number } {
  const offset = BUILT_PAGE.indexOf(text) + text.length;
  const lines = BUILT_PAGE.slice(0, offset).split("\n");
  return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}

describe("inlineScriptPlaces", () => {
  it("names scripts with an id, and others by how they begin; skips src scripts", () => {
    expect(scripts.map((script) => script.label)).toEqual([
      'inline "const e="undefined"!=typ…"',
      'inline "{"@context":"https://sch…"',
      'inline "const t="undefined"!=typ…"',
      "inline #gatsby-script-loader",
      "inline #gatsby-chunk-mapping",
      'inline "window.___webpackCompila…"',
      'inline "(function(s){var d=!1;fu…"',
    ]);
  });

  it("places each script where its text starts, as Chromium's trace gives an evaluated script", () => {
    const loader = scripts.find((script) => script.label === "inline #gatsby-script-loader");
    expect(loader?.start).toEqual(after('<script id="gatsby-script-loader">'));
  });
});

describe("inlineScriptAt", () => {
  it("finds the script holding a position, a function inside it included", () => {
    expect(inlineScriptAt(scripts, after("<script>(function(s){var d=!1;function l(){"))?.label).toBe(
      'inline "(function(s){var d=!1;fu…"',
    );
    const chunkMapping = after('window.___chunkMapping="');
    expect(chunkMapping.line).toBeGreaterThan(1);
    expect(inlineScriptAt(scripts, chunkMapping)?.label).toBe("inline #gatsby-chunk-mapping");
  });

  it("finds none outside every script", () => {
    expect(inlineScriptAt(scripts, after("<main><h1>"))).toBeUndefined();
  });
});
