/**
 * @jest-environment node
 */
import { benchRun, PHASES } from "./fixtures/bench-run";
import { figures } from "./fixtures/figures";
import { ALL_AUDITS } from "./targets";
import {
  benchReport,
  buildTargetLine,
  floorTable,
  pageTable,
  phasesTable,
  summaryReport,
  targetSummary,
  type PageComparison,
} from "./report";

const home: PageComparison = {
  page: "/",
  audits: ALL_AUDITS,
  builds: [
    { name: "as built", figures: figures({ performance: 91, lcpMs: 990, tbtMs: 368, fcpMs: 650 }) },
    { name: "before", figures: figures({ performance: 98.5, lcpMs: 1250, tbtMs: 40, cls: 0.0123 }) },
  ],
  floor: figures({ performance: 100, lcpMs: 1200, tbtMs: 7, accessibility: 90 }),
};
const notFound: PageComparison = {
  page: "unknown path (404)",
  audits: [],
  builds: [
    { name: "as built", figures: figures({ bestPractices: 96, seo: 58 }) },
    { name: "before", figures: figures({ bestPractices: 96, seo: 58 }) },
  ],
  floor: figures(),
};

describe("floorTable", () => {
  it("shows each build, the floor and each build's difference from it, targets marked", () => {
    expect(floorTable([home, notFound]).split("\n")).toEqual([
      "| Page | Build | Perf | LCP | TBT | CLS | FCP | SI | A11y | BP | SEO |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      "| / | as built | 91 | 0.99 s | 368 ms | 0 | 0.65 s | 0.80 s | 100 | 100 | 100 |",
      "| / | before | 98.5 | 1.25 s | 40 ms | 0.0123 | 0.70 s | 0.80 s | 100 | 100 | 100 |",
      "| / | floor | 100 | 1.20 s | 7 ms | 0 | 0.70 s | 0.80 s | — | — | — |",
      "| / | as built − floor | -9 ✗ | -0.21 s ✓ | +361 ms ✗ | 0 ✓ | -0.05 s | +0.00 s | ✓ | ✓ | ✓ |",
      "| / | before − floor | -1.5 ✓ | +0.05 s ✓ | +33 ms ✓ | 0.0123 ✗ | +0.00 s | +0.00 s | ✓ | ✓ | ✓ |",
      "| unknown path (404) | as built | 100 | 1.20 s | 10 ms | 0 | 0.70 s | 0.80 s | — | — | — |",
      "| unknown path (404) | before | 100 | 1.20 s | 10 ms | 0 | 0.70 s | 0.80 s | — | — | — |",
      "| unknown path (404) | floor | 100 | 1.20 s | 10 ms | 0 | 0.70 s | 0.80 s | — | — | — |",
      "| unknown path (404) | as built − floor | +0 ✓ | +0.00 s ✓ | +0 ms ✓ | 0 ✓ | +0.00 s | +0.00 s | — | — | — |",
      "| unknown path (404) | before − floor | +0 ✓ | +0.00 s ✓ | +0 ms ✓ | 0 ✓ | +0.00 s | +0.00 s | — | — | — |",
    ]);
  });

  it("writes a difference that rounds to nothing as +0, never -0", () => {
    const page: PageComparison = {
      ...notFound,
      builds: [
        { name: "as built", figures: figures({ speedIndexMs: 799.99, tbtMs: 9.6, performance: 99.98 }) },
      ],
      floor: figures({ performance: 100 }),
    };
    expect(floorTable([page]).split("\n").at(-1)).toBe(
      "| unknown path (404) | as built − floor | +0 ✓ | +0.00 s ✓ | +0 ms ✓ | 0 ✓ | +0.00 s | +0.00 s | — | — | — |",
    );
  });
});

describe("targetSummary", () => {
  it("counts each build's targets and names the ones not held, with figures", () => {
    expect(targetSummary([home, notFound]).split("\n")).toEqual([
      "Targets held by as built: 9 of 11. Not held:",
      "- /: Performance within 3 points of the floor (-9 points)",
      "- /: TBT within 50 ms of the floor (+361 ms)",
      "",
      "Targets held by before: 10 of 11. Not held:",
      "- /: CLS 0 (0.0123)",
    ]);
  });
});

describe("phasesTable", () => {
  it("shows each build's total and phases in seconds", () => {
    const phases = { editorS: 24, jsBundlesS: 13, htmlRendererS: 16, imageJobsS: 42, restS: 5.04 };
    expect(phasesTable({ cold: { seconds: 100.04, phases } }).split("\n")).toEqual([
      "| Build | Total | Content editor | JavaScript bundles | HTML renderer | Image jobs | Rest |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      "| cold | 100.0 s | 24.0 s | 13.0 s | 16.0 s | 42.0 s | 5.0 s |",
    ]);
  });
});

describe("pageTable", () => {
  it("keeps every figure of each page, as the benchmark has always shown it", () => {
    expect(pageTable({ "/": figures({ tbtMs: 482.5, cls: 0.0004 }) }).split("\n")[2]).toBe(
      "| / | 100 | 100 | 100 | 100 | 1.20 s | 0.70 s | 483 ms | 0.000 | 0.80 s | 97.7 KB | 0.0 KB | 58.6 KB | 10 |",
    );
  });
});

describe("benchReport", () => {
  const run = benchRun({ runs: 1, pages: [{ ...home, builds: [home.builds[0]] }] });

  it("gives build times, each page beside its floor, the targets and every figure, in that order", () => {
    const report = benchReport(run);
    expect(report).toMatch(/^Taken 2026-11-23 on 2 × CPU; medians of 1 Lighthouse mobile run \(/);
    expect(report).toContain("Load average 1.5 when the run began, 2.3 when it ended");
    const order = [
      "| Build | Total |",
      "| cold | 100.0 s |",
      "| / | floor |",
      "Targets held by as built",
      "| Page | Perf | A11y |",
    ];
    const at = order.map((text) => report.indexOf(text));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  });

  it("leaves out the build times when the builds were skipped", () => {
    expect(benchReport({ ...run, builds: undefined })).not.toContain("Build times");
  });
});

describe("buildTargetLine", () => {
  it("marks each build time against its target", () => {
    const builds = benchRun({
      builds: { cold: { seconds: 44.66, phases: PHASES }, warm: { seconds: 20.5, phases: PHASES } },
    }).builds!;
    expect(buildTargetLine(builds)).toBe(
      "Build targets: cold 44.7 s ✓ (at most 50 s), warm 20.5 s ✗ (at most 20 s).",
    );
  });
});

describe("summaryReport", () => {
  it("shows the current build of each page beside its floor, the build targets and the missed targets", () => {
    const report = summaryReport(benchRun({ runs: 5, pages: [home, notFound] }));
    expect(report.split("\n")).toEqual([
      "`npm run bench` of 2026-11-23, medians of 5 Lighthouse mobile runs; in brackets, the same page without scripts (its floor), measured in the same run:",
      "",
      "| Page | Perf | LCP | TBT | CLS |",
      "| --- | --- | --- | --- | --- |",
      "| / | 91 (100) ✗ | 0.99 s (1.20 s) ✓ | 368 ms (7 ms) ✗ | 0 ✓ |",
      "| unknown path (404) | 100 (100) ✓ | 1.20 s (1.20 s) ✓ | 10 ms (10 ms) ✓ | 0 ✓ |",
      "",
      "Build targets: cold 100.0 s ✗ (at most 50 s), warm 40.0 s ✗ (at most 20 s).",
      "",
      ...targetSummary([home, notFound]).split("\n"),
    ]);
  });
});
