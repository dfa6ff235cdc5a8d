/**
 * `npm run bench:main-thread`: the CPU time of each main-thread task after the first paint, from
 * Chromium's trace, for every page as built beside its floor and any builds given to compare (as
 * for `npm run bench`), loads interleaved, BENCH_RUNS each. Lighthouse's TBT is wall time, which
 * on a shared machine also counts whatever else holds the cores; a task's thread time moves far
 * less, so this settles whether a build gives the main thread more work. It reports only.
 */
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../internal/test-browser/chromium";
import { command } from "./command";
import { table } from "./format";
import { withFloor } from "./floor";
import { measureInterleaved } from "./interleave";
import { benchOptions } from "./options";
import { PAGES } from "./pages";
import { summarise, tasksAfterFirstPaint, type Task, type TraceEvent } from "./trace-tasks";

const CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "loading"];
/** After the load and the network's going idle, this long untouched: its scripts run and it goes quiet. */
const QUIET_MS = 2000;

/** One load of `url` at a phone's width, traced; its tasks after the first paint. */
async function loadTasks(browser: Browser, url: string): Promise<Task[]> {
  // A page in a context of its own, which closing the page closes.
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  await browser.startTracing(page, { categories: CATEGORIES });
  let trace: Buffer;
  try {
    await page.goto(url, { waitUntil: "load" });
    // Both wait from outside the page: code run in it would show in the trace.
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(QUIET_MS);
  } finally {
    // Stopped however the load ends, so that the next one can trace.
    trace = await browser.stopTracing();
    await page.close();
  }
  // Chromium writes a trace as an object with its events; DevTools also reads a bare list.
  const events = JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return tasksAfterFirstPaint(Array.isArray(events) ? events : events.traceEvents, url);
}

command(async (workDir) => {
  const { runs, sites: builds } = benchOptions(process.env, process.argv.slice(2), process.cwd());
  const sites = await withFloor(builds, path.join(workDir, "floor"));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    const loads = await measureInterleaved(sites, PAGES, runs, (url) => loadTasks(browser, url), summarise);
    const rows = Object.keys(PAGES).flatMap((page) =>
      sites.map(({ name }) => {
        const { totalMs, blockingMs, byKind } = loads[name][page];
        const kinds = byKind.map(([kind, ms]) => `${kind} ${ms.toFixed(1)}`).join("; ");
        return [page, name, `${totalMs.toFixed(1)} ms`, `${Math.round(blockingMs)} ms`, kinds];
      }),
    );
    const head = ["Page", "Build", "All tasks", "Blocking (CPU × 4 − 50 ms)", "By kind of work (ms)"];
    const caption = `Main thread after the first paint, CPU time, medians of ${runs} loads at 412 px:`;
    console.log(`\n${caption}\n\n${table(head, rows)}`);
  } finally {
    await browser.close();
  }
});
