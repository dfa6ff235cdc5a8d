/**
 * @jest-environment node
 */
import { figures } from "./fixtures/figures";
import type { PageFigures } from "./lighthouse-run";
import { buildTargetLine, pageTargets } from "./targets";

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
