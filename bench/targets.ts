/**
 * The benchmark's targets, judged on the medians of one run: each page against its floor, and the
 * build times.
 */
import { cls, mark, ms, score, sec, seconds, signed } from "./format";
import type { PageFigures } from "./lighthouse-run";
import { auditsOf } from "./pages";

export interface Target {
  /** The figure of a page it judges. */
  readonly id?: keyof PageFigures;
  readonly asked: string;
  readonly held: boolean;
  /** What was measured against it, as the reports write it. */
  readonly shown: string;
}

const points = (value: number) => `${score(value)} points`;

/** How far from the floor's each figure may be: Performance is better higher, the times lower. */
const MARGINS = [
  ["performance", -3, "Performance within 3 points of the floor", (v: number) => signed(v, points)],
  ["lcpMs", 100, "LCP within 0.1 s of the floor", (v: number) => signed(v, sec)],
  ["tbtMs", 50, "TBT within 50 ms of the floor", (v: number) => signed(v, ms)],
] as const;

const AUDIT_NAMES = { accessibility: "Accessibility", bestPractices: "Best Practices", seo: "SEO" } as const;

/**
 * A page's targets: its margins from its floor, CLS exactly 0 (the floor's images keep their
 * boxes, so any shift is the page's own doing), and 100 in each of its audits (bench/pages.ts).
 */
export function pageTargets(page: string, figures: PageFigures, floor: PageFigures): Target[] {
  return [
    ...MARGINS.map(([id, margin, asked, show]) => {
      const value = figures[id] - floor[id];
      return { id, asked, held: margin < 0 ? value >= margin : value <= margin, shown: show(value) };
    }),
    { id: "cls", asked: "CLS 0", held: figures.cls === 0, shown: cls(figures.cls) },
    ...auditsOf(page).map((id) => ({
      id,
      asked: `${AUDIT_NAMES[id]} 100`,
      held: figures[id] === 100,
      shown: score(figures[id]),
    })),
  ];
}

/** The longest cold and warm builds the benchmark accepts, on this 2-core machine. */
const BUILD_LIMITS_S = { cold: 50, warm: 20 } as const;

/** The build times against their targets, in one line. */
export function buildTargetLine(
  builds: Readonly<Record<"cold" | "warm", { readonly seconds: number }>>,
): string {
  const each = (["cold", "warm"] as const).map((build) => {
    const [time, limit] = [builds[build].seconds, BUILD_LIMITS_S[build]];
    return `${build} ${seconds(time)} ${mark(time <= limit)} (at most ${limit} s)`;
  });
  return `Build targets: ${each.join(", ")}.`;
}
