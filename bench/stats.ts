/** Medians: what the benchmarks report of several runs, since one slow run should not move them. */
import type { PageFigures } from "./lighthouse-run";

export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error("the median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Each figure's median over the runs, taken figure by figure (not the median run). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const first = runs[0];
  if (first === undefined) throw new Error("no runs to take the median of");
  const keys = Object.keys(first) as Array<keyof PageFigures>;
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as Record<
    keyof PageFigures,
    number
  >;
}
