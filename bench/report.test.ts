/**
 * @jest-environment node
 */
import { benchRun } from "./fixtures/bench-run";
import { figures } from "./fixtures/figures";
import { benchReport, pagesTable, summaryReport, targetSummary } from "./report";

/** The home page and the 404 page where visitors meet it, as built, in a build compared, and their floors. */
const FIGURES = {
  "as built": {
    "/": figures({ performance: 91, lcpMs: 990, tbtMs: 368, fcpMs: 650 }),
    "unknown path (404)": figures({ bestPractices: 96, seo: 58 }),
  },
  before: {
    "/": figures({ performance: 98.5, lcpMs: 1250, tbtMs: 40, cls: 0.0123 }),
    "unknown path (404)": figures({ bestPractices: 96, seo: 58 }),
  },
  floor: { "/": figures({ lcpMs: 1200, tbtMs: 7, accessibility: 90 }), "unknown path (404)": figures() },
};

describe("pagesTable", () => {
  it("shows each page in every build with its floor's figures beside, the targets it is held to marked", () => {
    const weight = "97.7 KB | 0.0 KB | 58.6 KB | 10";
    const floor = "0.80 s (0.80 s)";
    expect(pagesTable(FIGURES).split("\n")).toEqual([
      "| Page | Perf | LCP | TBT | CLS | FCP | SI | A11y | BP | SEO | Total | JS | Images | Requests |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      `| / | 91 (100) ✗ | 0.99 s (1.20 s) ✓ | 368 ms (7 ms) ✗ | 0 ✓ | 0.65 s (0.70 s) | ${floor} | 100 ✓ | 100 ✓ | 100 ✓ | ${weight} |`,
      `| /, before | 98.5 (100) ✓ | 1.25 s (1.20 s) ✓ | 40 ms (7 ms) ✓ | 0.0123 ✗ | 0.70 s (0.70 s) | ${floor} | 100 ✓ | 100 ✓ | 100 ✓ | ${weight} |`,
      `| unknown path (404) | 100 (100) ✓ | 1.20 s (1.20 s) ✓ | 10 ms (10 ms) ✓ | 0 ✓ | 0.70 s (0.70 s) | ${floor} | 100 | 96 | 58 | ${weight} |`,
      `| unknown path (404), before | 100 (100) ✓ | 1.20 s (1.20 s) ✓ | 10 ms (10 ms) ✓ | 0 ✓ | 0.70 s (0.70 s) | ${floor} | 100 | 96 | 58 | ${weight} |`,
    ]);
  });
});

describe("targetSummary", () => {
  it("counts each build's targets and names the ones not held, page by page, with figures", () => {
    expect(targetSummary(FIGURES).split("\n")).toEqual([
      "Targets held by as built: 9 of 11. Not held:",
      "- /: Performance within 3 points of the floor (-9 points); TBT within 50 ms of the floor (+361 ms)",
      "",
      "Targets held by before: 10 of 11. Not held:",
      "- /: CLS 0 (0.0123)",
    ]);
  });
});

describe("benchReport", () => {
  const run = benchRun({ runs: 1, figures: FIGURES });

  it("gives the run, the build times and their targets, each page beside its floor and the targets, in that order", () => {
    const report = benchReport(run);
    expect(report).toMatch(/^Taken 2026-11-23 on 2 × CPU; medians of 1 Lighthouse mobile run \(/);
    expect(report).toContain("Load average 1.5 when the run began, 2.3 when it ended");
    const order = [
      "Builds: cold is `gatsby clean` then build; warm, built again from `.cache`. Build targets: cold 100.0 s ✗ (at most 50 s), warm 40.0 s ✗ (at most 20 s).",
      "| / | 91 (100) ✗ |",
      "| /, before |",
      "Targets held by as built",
      "Targets held by before",
    ];
    const at = order.map((text) => report.indexOf(text));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("leaves out the build times when the builds were skipped", () => {
    expect(benchReport({ ...run, builds: undefined })).not.toMatch(/Build times|Build targets/);
  });
});

describe("summaryReport", () => {
  it("gives the build targets and the missed targets, and leaves each page's figures to the full report", () => {
    expect(summaryReport(benchRun({ figures: FIGURES })).split("\n")).toEqual([
      "`npm run bench` of 2026-11-23, medians of 5 Lighthouse mobile runs, each page beside its floor (the same page without scripts) in the same run; every page's figures are in docs/performance.md.",
      "",
      "Build targets: cold 100.0 s ✗ (at most 50 s), warm 40.0 s ✗ (at most 20 s).",
      "",
      "Targets held by as built: 9 of 11. Not held:",
      "- /: Performance within 3 points of the floor (-9 points); TBT within 50 ms of the floor (+361 ms)",
    ]);
  });
});
