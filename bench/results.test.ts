/**
 * @jest-environment node
 */
import { figures } from "./fixtures/figures";
import type { BenchRun } from "./report";
import { benchResults } from "./results";

const phases = { cmsS: 24, jsBundlesS: 13, htmlRendererS: 16, imageJobsS: 42, restS: 5 };
const run: BenchRun = {
  date: "2026-11-23",
  machine: "2 × CPU",
  runs: 5,
  loadAverage: { start: 1.5, end: 2.25 },
  builds: { cold: { totalS: 100, phases }, warm: { totalS: 40, phases: { ...phases, imageJobsS: 0 } } },
  compare: [],
  pages: [
    {
      page: "/",
      realPage: true,
      builds: [{ name: "as built", figures: figures({ tbtMs: 368 }) }],
      floor: figures({ tbtMs: 7 }),
    },
  ],
};

describe("benchResults", () => {
  it("keeps the current build's pages and build times where they were, and adds the floor, phases and targets", () => {
    const results = benchResults(run);
    expect(results).toMatchObject({
      date: "2026-11-23",
      runs: 5,
      coldBuildS: 100,
      warmBuildS: 40,
      buildPhases: { cold: phases, warm: { imageJobsS: 0 } },
      pages: { "/": figures({ tbtMs: 368 }) },
      floor: { "/": figures({ tbtMs: 7 }) },
    });
    expect(results.targets["/"]).toMatchObject({
      tbt: { held: false, value: 361 },
      cls: { held: true, value: 0 },
    });
    expect(results).not.toHaveProperty("compare");
  });

  it("adds the compared builds, and no build times when the builds were skipped", () => {
    const results = benchResults({
      ...run,
      builds: undefined,
      compare: [{ name: "before", publicDir: "/tmp/public-before" }],
      pages: [{ ...run.pages[0], builds: [...run.pages[0].builds, { name: "before", figures: figures() }] }],
    });
    expect(results.compare).toEqual({
      before: { publicDir: "/tmp/public-before", pages: { "/": figures() } },
    });
    expect(results).not.toHaveProperty("coldBuildS");
    expect(results).not.toHaveProperty("buildPhases");
  });
});
