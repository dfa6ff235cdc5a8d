/**
 * Every page, in both languages, rates A+ in the MDN HTTP Observatory (the scanner of developer.mozilla.org/observatory)
 * with no failed test, as the local server serves it with the headers the build wrote, behind an
 * HTTPS front standing in for Netlify's edge (support/observatory.ts).
 */
import { EDITOR_PATH } from "../src/lib/addresses";
import { observatoryScan, testsThatCount, type ScanMessage } from "./support/observatory";
import { expect, PAGES, SPANISH_PAGES, test } from "./support/test";
import { fromGlobalSetup } from "./support/written";

const SCANNED = {
  ...PAGES,
  ...Object.fromEntries(Object.entries(SPANISH_PAGES).map(([name, path]) => [`es ${name}`, path])),
  editor: EDITOR_PATH,
};

let results: ReadonlyMap<string, ScanMessage | undefined>;

test.beforeAll(async ({}, testInfo) => {
  // Every page scanned, one after the other, on a machine busy with the other tests.
  testInfo.setTimeout(120_000);
  results = await observatoryScan(fromGlobalSetup("E2E_BASE_URL"), Object.values(SCANNED));
});

for (const [name, path] of Object.entries(SCANNED)) {
  test(`${name} (${path}) rates A+ with no failed test`, () => {
    const result = results.get(path);
    if (result?.type !== "scanned") throw new Error(`Not scanned: ${result?.error ?? "no result"}`);
    const { grade, score, testsFailed } = result.scan;
    const report = [`${grade}, score ${score}`, ...testsThatCount(result.tests)].join("\n");
    expect({ grade, testsFailed }, report).toEqual({ grade: "A+", testsFailed: 0 });
  });
}
