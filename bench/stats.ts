/** Medians: what the benchmarks report of several runs, since one slow run should not move them. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("the median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure's median over the runs, figure by figure (not the median run). */
export function medians<Figures extends Record<string, number>>(runs: readonly Figures[]): Figures {
  if (!runs[0]) throw new Error("no runs to take the medians of");
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Figures;
}
