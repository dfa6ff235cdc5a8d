/**
 * @jest-environment node
 */
import { benchRun, PHASES } from "./fixtures/bench-run";
import { figures } from "./fixtures/figures";
import { ALL_AUDITS } from "./targets";
import { benchResults } from "./results";

const run = benchRun({
  pages: [
    {
      page: "/",
      audits: ALL_AUDITS,
      builds: [{ name: "as built", figures: figures({ tbtMs: 368 }) }],
      floor: figures({ tbtMs: 7 }),
    },
  ],
});

describe("benchResults", () => {
  it("keeps the current build's pages and build times where they were, and adds the floor, phases and targets", () => {
    const results = benchResults(run);
    expect(results).toMatchObject({
      date: "2026-11-23",
      runs: 5,
      coldBuildS: 100,
      warmBuildS: 40,
      buildPhases: { cold: PHASES, warm: { imageJobsS: 0 } },
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
