/**
 * @jest-environment node
 */
import { benchRun } from "./fixtures/bench-run";
import { figures } from "./fixtures/figures";
import type { PageFigures } from "./lighthouse-run";
import {
  benchReport,
  buildTargetLine,
  pagesTable,
  pageTargets,
  scaleReport,
  scaleTargets,
  summaryReport,
  targetSummary,
  type CatalogueFigures,
} from "./report";

const held = (page: string, own: PageFigures, floor = figures()) =>
  Object.fromEntries(pageTargets(page, own, floor).map((target) => [target.id, target.held]));

describe("pageTargets", () => {
  it("holds at the margins: 3 points, 0.1 s of LCP, 50 ms of TBT, and asks 100 of every audit", () => {
    expect(held("/", figures({ performance: 97, lcpMs: 1300, tbtMs: 60 }))).toEqual({
      performance: true,
      lcpMs: true,
      tbtMs: true,
      cls: true,
      accessibility: true,
      bestPractices: true,
      seo: true,
    });
  });

  it("misses just past them", () => {
    expect(held("/", figures({ performance: 96.5, lcpMs: 1300.5, tbtMs: 60.5, cls: 0.0001 }))).toMatchObject({
      performance: false,
      lcpMs: false,
      tbtMs: false,
      cls: false,
    });
  });

  it("says how far from the floor a page is", () => {
    const targets = pageTargets("/", figures({ performance: 91, tbtMs: 368 }), figures({ tbtMs: 7 }));
    expect(targets.find((t) => t.id === "performance")?.shown).toBe("-9 points");
    expect(targets.find((t) => t.id === "tbtMs")?.shown).toBe("+361 ms");
    expect(pageTargets("/", figures({ lcpMs: 1199.99 }), figures())[1].shown).toBe("+0.00 s");
  });

  it("holds the 404 page to all audits but SEO, and where it answers an unknown address to none", () => {
    const notFound = figures({ seo: 58, bestPractices: 96 });
    expect(held("/", notFound)).toMatchObject({ seo: false, bestPractices: false });
    expect(held("/404", notFound)).toEqual({
      performance: true,
      lcpMs: true,
      tbtMs: true,
      cls: true,
      accessibility: true,
      bestPractices: false,
    });
    expect(Object.keys(held("unknown path (404)", notFound))).toEqual([
      "performance",
      "lcpMs",
      "tbtMs",
      "cls",
    ]);
  });
});

describe("buildTargetLine", () => {
  it("holds a cold build to at most 50 s and a warm one to at most 20 s", () => {
    expect(buildTargetLine({ cold: { seconds: 50 }, warm: { seconds: 20.06 } })).toBe(
      "Build targets: cold 50.0 s ✓ (at most 50 s), warm 20.1 s ✗ (at most 20 s).",
    );
  });
});

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

const row = (
  apps: number,
  cold: number,
  warm: number,
  home = figures({ performance: 99, tbtMs: 60 }),
): CatalogueFigures => ({
  apps,
  cold: { seconds: cold, peakMemoryMiB: 900 + apps },
  warm: { seconds: warm, peakMemoryMiB: 800 },
  homeGzipBytes: 10_240 * apps,
  home,
  floor: figures({ tbtMs: 30 }),
});
const home = (performance: number, tbtMs: number): PageFigures => figures({ performance, tbtMs });

describe("how the site's cost grows with its catalogue", () => {
  it("holds the largest catalogue's builds to 2× (cold) and 1.5× (after an edit) the smallest's", () => {
    const targets = scaleTargets([row(10, 22, 9), row(100, 39, 12), row(1, 20, 8)]);
    expect(targets.slice(0, 2).map((target) => [target.held, target.shown])).toEqual([
      [true, "39.0 s / 20.0 s = 1.95×"],
      [true, "12.0 s / 8.0 s = 1.50×"],
    ]);
    expect(scaleTargets([row(1, 20, 8), row(100, 41, 12.1)]).map((target) => target.held)).toEqual([
      false,
      false,
    ]);
  });

  it("holds the home page with 10 apps within 3 points and 50 ms of TBT of its floor", () => {
    const close = scaleTargets([row(10, 20, 8, home(97, 80))]);
    expect(close.map((target) => [target.asked, target.held])).toEqual([
      ["Home page with 10 apps: Performance within 3 points of the floor", true],
      ["Home page with 10 apps: TBT within 50 ms of the floor", true],
    ]);
    const far = scaleTargets([row(10, 20, 8, home(96, 81))]);
    expect(far.map((target) => [target.held, target.shown])).toEqual([
      [false, "-4 points"],
      [false, "+51 ms"],
    ]);
  });

  it("reports a row per catalogue with its home page beside its floor, then each target", () => {
    const text = scaleReport([row(1, 20, 8), row(10, 22, 9), row(100, 39, 12)], 5);
    expect(text.split("\n")[0]).toMatch(
      /^`npm run bench:scale` of \d{4}-\d\d-\d\d \(.*; Lighthouse medians of 5 mobile runs;/,
    );
    expect(text.split("\n").slice(1, 3)).toEqual([
      "",
      "| Apps | Cold build | After a one-word edit | Peak memory (cold) | Home HTML (gzip) | Home Perf | Home LCP | Home TBT | Home CLS |",
    ]);
    expect(text).toContain(
      "| 10 | 22.0 s | 9.0 s | 910 MiB | 100.0 KB | 99 (100) | 1.20 s (1.20 s) | 60 ms (30 ms) | 0 |",
    );
    expect(text).toContain("- ✓ Cold build of 100 apps at most 2× that of 1: 39.0 s / 20.0 s = 1.95×");
  });
});
