/**
 * `npm run bench:main-thread`: how much work each page's load puts on the browser's main thread,
 * task by task, as CPU time. Lighthouse's TBT is wall time (times four): on a shared machine it
 * also counts whatever else holds the cores, and the same build ranges 55-350 ms from run to run.
 * Chromium's trace records each task's thread time too, which moves far less, so this is the
 * measure to compare two builds of the main thread's work. Serves the current build (run
 * `npm run build` first); reports, does not pass or fail.
 */
import { chromium, type CDPSession } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "../e2e/support/chromium";
import { PAGES, startServer } from "./server";
import { median } from "./stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
/** Lighthouse's mobile run slows the CPU four times; a task blocks input past 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** Tasks shorter than this are left out of the per-task list (not of the totals). */
const LISTED_TASK_MS = 3;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

interface Task {
  label: string;
  cpuMs: number;
}

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

/** A script's file name without its content hash; a page's own address for its inline scripts. */
const scriptName = (url: string) => {
  const { pathname } = new URL(url);
  return pathname.endsWith(".js")
    ? pathname.slice(1).replace(/-[0-9a-f]{20}\.js$/, ".js")
    : `inline (${pathname})`;
};

/**
 * What took most of a task: evaluating a script, a call into one (a timer, an event, a promise),
 * parsing HTML, or style and layout.
 */
function label(inside: TraceEvent[]): string {
  const time = (names: string[]) =>
    inside.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const script = inside.find(
    (e) => (e.name === "EvaluateScript" || e.name === "FunctionCall") && e.args?.data?.url,
  );
  const kinds: Array<[string, number]> = [
    ["style and layout", time(["UpdateLayoutTree", "Layout"])],
    ["parse HTML", time(["ParseHTML"])],
    ["paint", time(["Paint", "PrePaint"])],
  ];
  if (script) {
    const url = scriptName(script.args?.data?.url ?? "");
    const verb =
      script.name === "EvaluateScript"
        ? "evaluate"
        : inside.some((e) => e.name === "TimerFire")
          ? "timer in"
          : "call into";
    kinds.push([`${verb} ${url}`, time(["EvaluateScript", "FunctionCall"])]);
  }
  const [name, duration] = kinds.sort((a, b) => b[1] - a[1])[0];
  return duration > 0 ? name : "other";
}

/** The main thread's tasks after the first contentful paint of `url`, with their CPU time. */
function tasksAfterFirstPaint(events: TraceEvent[], url: string): Task[] {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse?.pid);
  if (!paint || !parse) throw new Error(`the trace of ${url} has no first paint or no HTML parsing`);
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
  return main
    .filter((e) => e.name === "RunTask" && e.ts + (e.dur ?? 0) >= paint.ts && e.tdur !== undefined)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end);
      return { label: label(inside), cpuMs: (task.tdur ?? 0) / 1000 };
    });
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: CHROMIUM_FLAGS,
  });
  const rows: string[] = [];
  try {
    for (const [name, pagePath] of Object.entries(PAGES)) {
      const runs: Task[][] = [];
      for (let run = 0; run < RUNS; run++) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        const events = await trace(cdp, async () => {
          await page.goto(server.url + pagePath, { waitUntil: "load" });
          // Waiting here without running code in the page keeps the test driver out of the trace.
          await page.waitForTimeout(2500);
        });
        const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated === "true");
        await context.close();
        if (!hydrated) throw new Error(`${pagePath} was not hydrated 2.5 s after its load event`);
        runs.push(tasksAfterFirstPaint(events, server.url + pagePath));
      }
      const total = median(runs.map((tasks) => tasks.reduce((sum, task) => sum + task.cpuMs, 0)));
      const blocking = median(
        runs.map((tasks) =>
          tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * CPU_SLOWDOWN - BLOCKING_MS), 0),
        ),
      );
      // The n-th task of a kind in each run, matched across runs.
      const byLabel = new Map<string, number[]>();
      for (const tasks of runs) {
        const seen = new Map<string, number>();
        for (const task of tasks.filter((t) => t.cpuMs >= LISTED_TASK_MS)) {
          const nth = (seen.get(task.label) ?? 0) + 1;
          seen.set(task.label, nth);
          const key = nth > 1 ? `${task.label} (${nth})` : task.label;
          byLabel.set(key, [...(byLabel.get(key) ?? []), task.cpuMs]);
        }
      }
      const biggest = [...byLabel]
        .filter(([, values]) => values.length > RUNS / 2)
        .map(([key, values]) => [key, median(values)] as const)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([key, ms]) => `${key} ${ms.toFixed(1)}`)
        .join("; ");
      rows.push(`| ${name} | ${total.toFixed(1)} ms | ${Math.round(blocking)} ms | ${biggest} |`);
      console.log(rows[rows.length - 1]);
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(
    `\nMain thread after the first paint, CPU time, medians of ${RUNS} loads at 412 px:\n\n` +
      "| Page | All tasks | Blocking (CPU × 4 − 50 ms, summed) | Biggest tasks (ms) |\n| --- | --- | --- | --- |\n" +
      rows.join("\n"),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
