/**
 * The order of the Lighthouse runs. On a shared machine the load changes from minute to minute,
 * so builds are compared only run beside run: each round goes through every page, and for each
 * page runs every build once, one after the other (page A as built, page A floor, page B as
 * built, page B floor, …). The builds take turns going first, so none always meets the machine
 * right after a page change.
 */
export interface ScheduledRun<Page extends string, Build extends string> {
  /** 0-based. */
  readonly round: number;
  readonly page: Page;
  readonly build: Build;
}

export function interleaved<Page extends string, Build extends string>(
  pages: readonly Page[],
  builds: readonly Build[],
  rounds: number,
): Array<ScheduledRun<Page, Build>> {
  const runs: Array<ScheduledRun<Page, Build>> = [];
  for (let round = 0; round < rounds; round++) {
    pages.forEach((page, p) => {
      const shift = (round + p) % builds.length;
      const order = [...builds.slice(shift), ...builds.slice(0, shift)];
      for (const build of order) runs.push({ round, page, build });
    });
  }
  return runs;
}
