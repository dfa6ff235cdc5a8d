/** Edit distance between two words (insertions, deletions, substitutions, swaps of neighbours). */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2][j - 2] + 1);
      }
      d[i][j] = best;
    }
  }
  return d[a.length][b.length];
}

/** The closest of `options` to a mistyped `word`, if one is close enough to be a likely typo. */
export function didYouMean(word: string, options: readonly string[]): string | undefined {
  const lower = word.toLowerCase();
  let best: { option: string; distance: number } | undefined;
  for (const option of options) {
    const distance = editDistance(lower, option.toLowerCase());
    if (!best || distance < best.distance) best = { option, distance };
  }
  if (!best) return undefined;
  const allowed = Math.max(1, Math.floor(Math.max(word.length, best.option.length) / 3));
  return best.distance <= allowed ? best.option : undefined;
}
