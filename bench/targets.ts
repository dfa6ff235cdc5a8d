/**
 * The benchmark's targets, judged on medians of the same run: each page against its floor (the same
 * page with no scripts but JSON-LD), and each page's audits.
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

/** The audits a page can be held to 100 in, with the names Lighthouse gives them. */
const AUDIT_NAMES = { accessibility: "Accessibility", bestPractices: "Best Practices", seo: "SEO" } as const;
export type AuditId = keyof typeof AUDIT_NAMES;

/** Every audit: what the site's own pages are held to. */
export const ALL_AUDITS: readonly AuditId[] = ["accessibility", "bestPractices", "seo"];

/**
 * The targets for one page: its floor's, and 100 in each of `audits`. The 404 page is held to
 * fewer (bench/server.ts, `auditsOf`): it asks not to be indexed (SEO), and where visitors meet it,
 * at an unknown address answered with status 404, Chrome logs that status (Best Practices); its
 * floor has the same status, so it loses the same points.
 */
export function pageTargets(
  page: PageFigures,
  floor: PageFigures,
  audits: readonly AuditId[] = ALL_AUDITS,
): TargetResult[] {
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
  return [
    ...results,
    ...audits.map((id) => ({ id, value: page[id], held: page[id] === 100, asked: `${AUDIT_NAMES[id]} 100` })),
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
