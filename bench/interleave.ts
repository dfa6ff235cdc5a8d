/**
 * Builds measured side by side. On a shared machine the load changes from minute to minute, so
 * builds are compared only run beside run: each round goes through every page, and for each page
 * measures every build once, one after the other, the builds taking turns going first so that
 * none always meets the machine right after a page change.
 */
import os from "node:os";
import path from "node:path";
import { startSiteServer, type RunningServer } from "../server/start-server";
import type { Site } from "./options";

export function interleaved<Page, Build>(pages: readonly Page[], builds: readonly Build[], rounds: number) {
  return Array.from({ length: rounds }, (_, round) =>
    pages.flatMap((page, p) =>
      // The builds turned by a place more for each page and each round.
      builds.map((_, b) => ({ round, page, build: builds[(b + round + p) % builds.length] })),
    ),
  ).flat();
}

/**
 * Tries a measurement up to three times: Lighthouse now and then records no trace (NO_NAVSTART),
 * and Chromium's trace of a load now and then lacks its first paint.
 */
async function attempt<T>(measure: () => Promise<T>, attempts = 3): Promise<T> {
  for (let tried = 1; ; tried++) {
    try {
      return await measure();
    } catch (error) {
      if (tried === attempts) throw error;
      console.warn(`${String(error)}; trying again`);
    }
  }
}

/**
 * Each site served by `npm start`'s server, and `measure` run on each of the pages (name → path) of
 * each site, `rounds` times, interleaved; each page's results combined (into medians, say), by site
 * and page. Every server started is stopped however it ends.
 */
export async function measureInterleaved<T, R>(
  sites: readonly Site[],
  pages: Readonly<Record<string, string>>,
  rounds: number,
  measure: (url: string) => Promise<T>,
  combine: (results: T[]) => R,
): Promise<Record<string, Record<string, R>>> {
  const results = sites.map(() => Object.fromEntries(Object.keys(pages).map((page) => [page, [] as T[]])));
  const servers: RunningServer[] = [];
  try {
    const dataDir = path.join(os.tmpdir(), "bench-data");
    for (const site of sites) servers.push(await startSiteServer({ publicDir: site.dir, dataDir }));
    const schedule = interleaved(Object.keys(pages), [...sites.keys()], rounds);
    for (const [i, { page, build }] of schedule.entries()) {
      console.log(`[${i + 1}/${schedule.length}] ${page}, ${sites[build].name}`);
      results[build][page].push(await attempt(() => measure(`${servers[build].url}${pages[page]}`)));
    }
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  const combined = (byPage: Record<string, T[]>) =>
    Object.fromEntries(Object.entries(byPage).map(([page, pageResults]) => [page, combine(pageResults)]));
  return Object.fromEntries(sites.map((site, build) => [site.name, combined(results[build])]));
}
