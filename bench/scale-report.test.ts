/**
 * @jest-environment node
 */
import { figures } from "./fixtures/figures";
import type { PageFigures } from "./lighthouse-run";
import { scaleReport, scaleTargets, type CatalogueFigures } from "./scale-report";

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
