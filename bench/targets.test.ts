/**
 * @jest-environment node
 */
import { figures } from "./fixtures/figures";
import type { PageFigures } from "./lighthouse-run";
import { buildTargets, pageTargets } from "./targets";

const held = (page: PageFigures, floor: PageFigures, realPage = true) =>
  Object.fromEntries(pageTargets(page, floor, realPage).map((target) => [target.id, target.held]));

describe("pageTargets", () => {
  it("holds at the margins: 3 points, 0.1 s of LCP, 50 ms of TBT", () => {
    expect(held(figures({ performance: 97, lcpMs: 1300, tbtMs: 60 }), figures())).toEqual({
      performance: true,
      lcp: true,
      tbt: true,
      cls: true,
      accessibility: true,
      bestPractices: true,
      seo: true,
    });
  });

  it("misses just past them", () => {
    expect(
      held(figures({ performance: 96.5, lcpMs: 1300.5, tbtMs: 60.5, cls: 0.0001 }), figures()),
    ).toMatchObject({
      performance: false,
      lcp: false,
      tbt: false,
      cls: false,
    });
  });

  it("gives the difference from the floor as the value", () => {
    const results = pageTargets(figures({ performance: 91, tbtMs: 368 }), figures({ tbtMs: 7 }), true);
    expect(results.find((t) => t.id === "performance")?.value).toBe(-9);
    expect(results.find((t) => t.id === "tbt")?.value).toBe(361);
  });

  it("asks 100 of the audits on real pages only", () => {
    const notFound = figures({ seo: 58, bestPractices: 96 });
    expect(held(notFound, figures(), true)).toMatchObject({ seo: false, bestPractices: false });
    expect(Object.keys(held(notFound, figures(), false))).toEqual(["performance", "lcp", "tbt", "cls"]);
  });
});

describe("buildTargets", () => {
  it("holds a cold build of at most 50 s and a warm one of at most 20 s", () => {
    expect(buildTargets({ cold: 50, warm: 20 }).map((target) => target.held)).toEqual([true, true]);
    expect(buildTargets({ cold: 50.1, warm: 20.1 }).map((target) => target.held)).toEqual([false, false]);
  });
});
