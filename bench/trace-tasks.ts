/**
 * The main thread's tasks in a Chromium trace of a page load, each with its CPU time and the kind of
 * work that took most of it (the pages run one inline script, so which script is no question), and
 * several loads' tasks summed up. bench/main-thread.ts records the traces.
 */
import { median } from "./stats";

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

export type Task = { kind: string; cpuMs: number };

/** Lighthouse's mobile run slows the CPU four times; a task blocks input past 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;

/** The kinds of work inside a task, by its events' names. */
const KINDS: Readonly<Record<string, string>> = {
  EvaluateScript: "script",
  FunctionCall: "script",
  UpdateLayoutTree: "style and layout",
  Layout: "style and layout",
  ParseHTML: "parse HTML",
  Paint: "paint",
  PrePaint: "paint",
};

/** The kind of work that took most of a task's time. */
function kindOf(inside: readonly TraceEvent[]): string {
  const time = new Map<string, number>();
  for (const { name, dur = 0 } of inside)
    if (KINDS[name]) time.set(KINDS[name], (time.get(KINDS[name]) ?? 0) + dur);
  const [kind, duration] = [...time].sort((a, b) => b[1] - a[1])[0] ?? ["other", 0];
  return duration > 0 ? kind : "other";
}

/** The main thread's tasks after the first contentful paint of `url`, with their CPU time. */
export function tasksAfterFirstPaint(events: readonly TraceEvent[], url: string): Task[] {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse?.pid);
  if (!paint || !parse) throw new Error(`the trace of ${url} has no first paint or no HTML parsing`);
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
  return main
    .filter((e) => e.name === "RunTask" && e.ts + (e.dur ?? 0) >= paint.ts && e.tdur !== undefined)
    .map((task) => {
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts <= task.ts + (task.dur ?? 0));
      return { kind: kindOf(inside), cpuMs: (task.tdur ?? 0) / 1000 };
    });
}

/**
 * Several loads of a page summed up, as medians over the loads: all tasks' CPU time, its blocking
 * part at Lighthouse's slowdown, and each kind of work's, the largest first.
 */
export function summarise(loads: readonly Task[][]) {
  const medianSum = (cpu: (task: Task) => number) =>
    median(loads.map((tasks) => tasks.reduce((sum, task) => sum + cpu(task), 0)));
  const ofKind = (kind: string) => medianSum((task) => (task.kind === kind ? task.cpuMs : 0));
  return {
    totalMs: medianSum((task) => task.cpuMs),
    blockingMs: medianSum((task) => Math.max(0, task.cpuMs * CPU_SLOWDOWN - BLOCKING_MS)),
    byKind: [...new Set(loads.flat().map((task) => task.kind))]
      .map((kind) => [kind, ofKind(kind)] as const)
      .sort((a, b) => b[1] - a[1]),
  };
}
