/**
 * `npm run bench:main-thread`: how much work each page's load puts on the browser's main thread,
 * task by task, as CPU time, in the current build beside its floor (bench/floor.ts) and any
 * builds given to compare (BENCH_COMPARE or name=dir arguments, as for `npm run bench`), loads
 * interleaved, BENCH_RUNS (default 5) each. Lighthouse's TBT is wall time (times four): on a
 * shared machine it also counts whatever else holds the cores, and the same build ranges
 * 55-350 ms from run to run. Chromium's trace records each task's thread time too, which moves
 * far less, so this is the measure to compare builds of the main thread's work. Serves the
 * current build (run `npm run build` first); reports, does not pass or fail.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type CDPSession } from "@playwright/test";
import { OUTPUT_FOLDER } from "../internal/deploy/site-output";
import { CHROMIUM_FLAGS, chromiumPath } from "../internal/test-browser/chromium";
import { makeFloor } from "./floor";
import { inlineScriptPlaces, type InlineScript } from "./script-names";
import { benchOptions, CURRENT, FLOOR } from "./options";
import { interleaved } from "./schedule";
import { PAGES, withServers } from "./server";
import {
  IncompleteTraceError,
  summarise,
  tasksAfterFirstPaint,
  type Task,
  type TraceEvent,
} from "./trace-tasks";

const ROOT = path.resolve(__dirname, "..");
/**
 * After the load event and the network's going idle (what the page fetched after it loaded, such
 * as scripts loaded after the first paint, has arrived), this long with nothing asked of the
 * page: its scripts run, hydrate or not, and the page goes quiet.
 */
const QUIET_MS = 2000;

async function trace(cdp: CDPSession, load: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on("Tracing.dataCollected", ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
  await cdp.send("Tracing.start", {
    categories: "devtools.timeline,disabled-by-default-devtools.timeline,loading",
    transferMode: "ReportEvents",
  });
  await load();
  await cdp.send("Tracing.end");
  await complete;
  return events;
}

/** How many times a load is traced before a trace without its first paint counts as a failure. */
const ATTEMPTS = 3;

/**
 * One load of `url` at a phone's width, traced; its tasks after the first paint. Now and then
 * Chromium's trace of a load lacks the page's first paint (seen on the small 404 page): that
 * load is measured again, and said so, rather than ending a run of many minutes.
 */
async function loadTasks(browser: Browser, url: string, inline: readonly InlineScript[]): Promise<Task[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tracedLoadTasks(browser, url, inline);
    } catch (error) {
      if (!(error instanceof IncompleteTraceError) || attempt === ATTEMPTS) throw error;
      process.stdout.write(`  ${error.message}; loading it again\n`);
    }
  }
}

async function tracedLoadTasks(
  browser: Browser,
  url: string,
  inline: readonly InlineScript[],
): Promise<Task[]> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = await trace(cdp, async () => {
      await page.goto(url, { waitUntil: "load" });
      // Both wait from outside the page: running code in it would put the driver in the trace.
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(QUIET_MS);
    });
    return tasksAfterFirstPaint(events, url, inline);
  } finally {
    await context.close();
  }
}

/** Every page of every site, loaded in the interleaved order; each page's loads, by build. */
async function measure(
  sites: ReadonlyArray<{ name: string; publicDir: string | undefined }>,
  runs: number,
): Promise<Map<string, Task[][]>> {
  const loads = new Map<string, Task[][]>();
  await withServers(
    sites.map((site) => site.publicDir),
    async (urls) => {
      const url = new Map(sites.map((site, i) => [site.name, urls[i]]));
      // Each build's HTML names its own inline scripts.
      const inline = new Map<string, InlineScript[]>();
      for (const site of sites) {
        for (const pagePath of Object.values(PAGES)) {
          const html = await (await fetch(`${url.get(site.name)}${pagePath}`)).text();
          inline.set(`${site.name}${pagePath}`, inlineScriptPlaces(html));
        }
      }
      const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
      try {
        const schedule = interleaved(
          Object.keys(PAGES),
          sites.map((site) => site.name),
          runs,
        );
        for (const [i, { page, build }] of schedule.entries()) {
          process.stdout.write(`[${i + 1}/${schedule.length}] ${page}, ${build}\n`);
          const pageUrl = `${url.get(build)}${PAGES[page]}`;
          const tasks = await loadTasks(browser, pageUrl, inline.get(`${build}${PAGES[page]}`) ?? []);
          const key = `${page}\n${build}`;
          loads.set(key, [...(loads.get(key) ?? []), tasks]);
        }
      } finally {
        await browser.close();
      }
    },
  );
  return loads;
}

async function main() {
  const options = benchOptions(process.env, process.argv.slice(2), process.cwd());
  const workDir = await mkdtemp(path.join(os.tmpdir(), "bench-main-thread-"));
  try {
    const floorDir = path.join(workDir, FLOOR);
    await makeFloor(path.join(ROOT, OUTPUT_FOLDER), floorDir);
    const sites = [
      { name: CURRENT, publicDir: undefined },
      ...options.compare,
      { name: FLOOR, publicDir: floorDir },
    ];
    const loads = await measure(sites, options.runs);
    const rows = Object.keys(PAGES).flatMap((page) =>
      sites.map(({ name }) => {
        const { totalMs, blockingMs, biggest } = summarise(loads.get(`${page}\n${name}`) ?? []);
        const list = biggest.map(([label, ms]) => `${label} ${ms.toFixed(1)}`).join("; ");
        return `| ${page} | ${name} | ${totalMs.toFixed(1)} ms | ${Math.round(blockingMs)} ms | ${list} |`;
      }),
    );
    const loadsText = `${options.runs} load${options.runs === 1 ? "" : "s"}`;
    console.log(
      `\nMain thread after the first paint, CPU time, medians of ${loadsText} at 412 px ` +
        `(each build's loads interleaved with the others'):\n\n` +
        "| Page | Build | All tasks | Blocking (CPU × 4 − 50 ms, summed) | Biggest tasks (ms) |\n" +
        "| --- | --- | --- | --- | --- |\n" +
        rows.join("\n"),
    );
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
