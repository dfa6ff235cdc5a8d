import type { PageFigures } from "./lighthouse-run";
import { scaleReport, scaleTargets, type CatalogueFigures } from "./scale-report";

const page = (performance: number, tbtMs: number): PageFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1000,
  fcpMs: 800,
  tbtMs,
  cls: 0,
  speedIndexMs: 1000,
  totalBytes: 100_000,
  scriptBytes: 0,
  imageBytes: 50_000,
  requests: 10,
});

const phases = { editorS: 1, jsBundlesS: 2, htmlRendererS: 3, imageJobsS: 4, restS: 5 };

const row = (apps: number, cold: number, warm: number, home = page(99, 60)): CatalogueFigures => ({
  apps,
  cold: { seconds: cold, phases, peakMemoryMiB: 900 + apps },
  warm: { seconds: warm, phases, peakMemoryMiB: 800 },
  homeGzipBytes: 10_240 * apps,
  home,
  floor: page(100, 30),
});

describe("how the site's cost grows with its catalogue", () => {
  it("holds the largest catalogue's builds to 2× (cold) and 1.5× (after an edit) the smallest's", () => {
    const targets = scaleTargets([row(1, 20, 8), row(10, 22, 9), row(100, 39, 12)]);
    expect(targets.slice(0, 2).map((target) => [target.held, target.measured])).toEqual([
      [true, "39.0 s / 20.0 s = 1.95×"],
      [true, "12.0 s / 8.0 s = 1.50×"],
    ]);
    expect(scaleTargets([row(1, 20, 8), row(100, 41, 12.1)]).map((target) => target.held)).toEqual([
      false,
      false,
    ]);
  });

  it("holds the home page with 10 apps within 3 points and 50 ms of TBT of its floor", () => {
    const close = scaleTargets([row(10, 20, 8, page(97, 80))]);
    expect(close.map((target) => target.held)).toEqual([true, true]);
    const far = scaleTargets([row(10, 20, 8, page(96, 81))]);
    expect(far.map((target) => [target.held, target.measured])).toEqual([
      [false, "96 (floor 100)"],
      [false, "81 ms (floor 30 ms)"],
    ]);
  });

  it("reports a row per catalogue, then each target", () => {
    const text = scaleReport([row(1, 20, 8), row(10, 22, 9), row(100, 39, 12)], "Heading:");
    expect(text).toContain(
      "| 10 | 22.0 s | 9.0 s | 910 MiB | 100.0 KiB | 99 (100) | 1.00 s (1.00 s) | 60 ms (30 ms) | 0 |",
    );
    expect(text).toContain("- ✓ Cold build of 100 apps at most 2× that of 1: 39.0 s / 20.0 s = 1.95×");
    expect(text.split("\n")[0]).toBe("Heading:");
  });
});
