/**
 * @jest-environment node
 */
import { figures } from "./fixtures/figures";
import type { PageFigures } from "./lighthouse-run";
import { ALL_AUDITS, buildTargets, pageTargets, type AuditId } from "./targets";

const held = (page: PageFigures, floor: PageFigures, audits: readonly AuditId[] = ALL_AUDITS) =>
  Object.fromEntries(pageTargets(page, floor, audits).map((target) => [target.id, target.held]));

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
    const results = pageTargets(figures({ performance: 91, tbtMs: 368 }), figures({ tbtMs: 7 }));
    expect(results.find((t) => t.id === "performance")?.value).toBe(-9);
    expect(results.find((t) => t.id === "tbt")?.value).toBe(361);
  });

  it("asks 100 of the audits it is given only", () => {
    const notFound = figures({ seo: 58, bestPractices: 96 });
    expect(held(notFound, figures())).toMatchObject({ seo: false, bestPractices: false });
    expect(held(notFound, figures(), ["accessibility", "bestPractices"])).toEqual({
      performance: true,
      lcp: true,
      tbt: true,
      cls: true,
      accessibility: true,
      bestPractices: false,
    });
    expect(Object.keys(held(notFound, figures(), []))).toEqual(["performance", "lcp", "tbt", "cls"]);
  });
});

describe("buildTargets", () => {
  it("holds a cold build of at most 50 s and a warm one of at most 20 s", () => {
    expect(buildTargets({ cold: 50, warm: 20 }).map((target) => target.held)).toEqual([true, true]);
    expect(buildTargets({ cold: 50.1, warm: 20.1 }).map((target) => target.held)).toEqual([false, false]);
  });
});
