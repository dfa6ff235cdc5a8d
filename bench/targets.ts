/**
 * The benchmark's targets, judged on medians of the same run: each page against its floor (the same
 * page with no scripts but gatsby-plugin-image's loaders), and the three real pages' audits.
 */
import type { PageFigures } from "./lighthouse-run";

export type TargetId = "performance" | "lcp" | "tbt" | "cls" | "accessibility" | "bestPractices" | "seo";

export interface TargetResult {
  readonly id: TargetId;
  readonly held: boolean;
  /** What is asked, for the summary of missed targets. */
  readonly asked: string;
  /** The page's figure against the target: a difference from the floor, or a score. */
  readonly value: number;
}

/** Performance within 3 points of the floor, TBT within 50 ms, LCP within 0.1 s. */
const MARGINS = { performance: 3, tbtMs: 50, lcpMs: 100 } as const;

/**
 * The targets for one page. `realPage` is false for the 404 page, measured where visitors meet it,
 * at an unknown address answered with status 404: Lighthouse counts Chrome's console line for that
 * status against Best Practices, and a page answered 404 is not indexable (SEO). Only the floor
 * targets apply there; its floor has the same status, so it loses the same points.
 */
export function pageTargets(page: PageFigures, floor: PageFigures, realPage: boolean): TargetResult[] {
  const results: TargetResult[] = [
    {
      id: "performance",
      value: page.performance - floor.performance,
      held: page.performance >= floor.performance - MARGINS.performance,
      asked: `Performance within ${MARGINS.performance} points of the floor`,
    },
    {
      id: "lcp",
      value: page.lcpMs - floor.lcpMs,
      held: page.lcpMs <= floor.lcpMs + MARGINS.lcpMs,
      asked: `LCP within ${MARGINS.lcpMs / 1000} s of the floor`,
    },
    {
      id: "tbt",
      value: page.tbtMs - floor.tbtMs,
      held: page.tbtMs <= floor.tbtMs + MARGINS.tbtMs,
      asked: `TBT within ${MARGINS.tbtMs} ms of the floor`,
    },
    // Exactly 0: the floor's images keep their boxes, so any shift is the page's own doing.
    { id: "cls", value: page.cls, held: page.cls === 0, asked: "CLS 0" },
  ];
  if (!realPage) return results;
  const audits = [
    ["accessibility", "Accessibility"],
    ["bestPractices", "Best Practices"],
    ["seo", "SEO"],
  ] as const;
  return [
    ...results,
    ...audits.map(([id, name]) => ({ id, value: page[id], held: page[id] === 100, asked: `${name} 100` })),
  ];
}

/** Cold build at most 50 s, warm build at most 20 s, on this 2-core machine. */
export const BUILD_LIMITS_S = { cold: 50, warm: 20 } as const;

export interface BuildTargetResult {
  readonly build: keyof typeof BUILD_LIMITS_S;
  readonly seconds: number;
  readonly held: boolean;
}

/** The build-time targets, from a run's cold and warm build times in seconds. */
export function buildTargets(
  seconds: Readonly<Record<keyof typeof BUILD_LIMITS_S, number>>,
): BuildTargetResult[] {
  return (["cold", "warm"] as const).map((build) => ({
    build,
    seconds: seconds[build],
    held: seconds[build] <= BUILD_LIMITS_S[build],
  }));
}
