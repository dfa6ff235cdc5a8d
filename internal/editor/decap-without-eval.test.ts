/**
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import { EVAL_EDITS, withoutEval } from "./decap-without-eval";

const DECAP = readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js"), "utf8");

describe("Decap's bundle without evaluated code", () => {
  it("finds each of its places once in the installed release, and leaves no eval of a string there", () => {
    const edited = withoutEval(DECAP);
    for (const edit of EVAL_EDITS) expect(edited).not.toMatch(edit.find);
    expect(edited).not.toContain('Function("stub","process = stub")');
    expect(edited).not.toContain(`eval("require('util').inspect")`);
    expect(edited).toMatch(
      /!function\(\w+\)\{return;const \w+=new\(\w+\(\)\)\(\{allErrors:!0,\$data:!0,strict:!1\}\);/,
    );
    expect(edited.length).toBeLessThan(DECAP.length + 20);
  });

  it("stops, naming the place, when a release no longer has it", () => {
    expect(() => withoutEval("an other release")).toThrow(
      /has 0 places matching .*allErrors.*update internal\/editor\/decap-without-eval.ts/s,
    );
  });
});
