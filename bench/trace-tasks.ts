/**
 * The main thread's tasks in a Chromium trace of a page load, each with its CPU time and a label
 * saying what took most of it. Pure, so it is unit-tested; bench/main-thread.ts records the traces.
 */
import { inlineScriptAt, type InlineScript } from "./script-names";
import { median } from "./stats";

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {
    data?: { url?: string; lineNumber?: number; columnNumber?: number };
    beginData?: { url?: string };
  };
}

export interface Task {
  label: string;
  cpuMs: number;
}

/** Lighthouse's mobile run slows the CPU four times; a task blocks input past 50 ms. */
const CPU_SLOWDOWN = 4;
const BLOCKING_MS = 50;
/** Tasks shorter than this are left out of the per-task list (not of the totals). */
const LISTED_TASK_MS = 3;

/**
 * A script's file name without its content hash, or, for a script inside the page, the name
 * bench/script-names.ts gives the script holding the event's position.
 */
function scriptName(data: NonNullable<TraceEvent["args"]>["data"], inline: readonly InlineScript[]): string {
  const { pathname } = new URL(data?.url ?? "");
  if (pathname.endsWith(".js")) return pathname.slice(1).replace(/-[0-9a-f]{20}\.js$/, ".js");
  const line = data?.lineNumber;
  const column = data?.columnNumber;
  const script =
    line !== undefined && column !== undefined ? inlineScriptAt(inline, { line, column }) : undefined;
  return script?.label ?? `inline (${pathname})`;
}

/**
 * What took most of a task: evaluating a script, a call into one (a timer, an event, a promise),
 * parsing HTML, or style and layout.
 */
function label(inside: readonly TraceEvent[], inline: readonly InlineScript[]): string {
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
    const name = scriptName(script.args?.data, inline);
    const verb =
      script.name === "EvaluateScript"
        ? "evaluate"
        : inside.some((e) => e.name === "TimerFire")
          ? "timer in"
          : "call into";
    kinds.push([`${verb} ${name}`, time(["EvaluateScript", "FunctionCall"])]);
  }
  const [name, duration] = kinds.sort((a, b) => b[1] - a[1])[0];
  return duration > 0 ? name : "other";
}

/** A trace that misses the page's HTML parsing or its first paint: a load to measure again. */
export class IncompleteTraceError extends Error {
  constructor(url: string) {
    super(`the trace of ${url} has no first paint or no HTML parsing`);
    this.name = "IncompleteTraceError";
  }
}

/** The main thread's tasks after the first contentful paint of `url`, with their CPU time. */
export function tasksAfterFirstPaint(
  events: readonly TraceEvent[],
  url: string,
  inline: readonly InlineScript[],
): Task[] {
  const parse = events.find((e) => e.name === "ParseHTML" && e.args?.beginData?.url === url);
  const paint = events.find((e) => e.name === "firstContentfulPaint" && e.pid === parse?.pid);
  if (!paint || !parse) throw new IncompleteTraceError(url);
  const main = events.filter((e) => e.pid === parse.pid && e.tid === parse.tid && e.ph === "X");
  return main
    .filter((e) => e.name === "RunTask" && e.ts + (e.dur ?? 0) >= paint.ts && e.tdur !== undefined)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = main.filter((e) => e !== task && e.ts >= task.ts && e.ts <= end);
      return { label: label(inside, inline), cpuMs: (task.tdur ?? 0) / 1000 };
    });
}

export interface TaskSummary {
  /** Medians over the loads: all tasks' CPU time, and its blocking part at Lighthouse's slowdown. */
  readonly totalMs: number;
  readonly blockingMs: number;
  /** The biggest kinds of task seen in most loads, with their median CPU time. */
  readonly biggest: ReadonlyArray<readonly [string, number]>;
}

/** Several loads of a page summed up; the n-th task of a kind in each load is matched across loads. */
export function summarise(loads: readonly Task[][]): TaskSummary {
  const totalMs = median(loads.map((tasks) => tasks.reduce((sum, task) => sum + task.cpuMs, 0)));
  const blockingMs = median(
    loads.map((tasks) =>
      tasks.reduce((sum, task) => sum + Math.max(0, task.cpuMs * CPU_SLOWDOWN - BLOCKING_MS), 0),
    ),
  );
  const byLabel = new Map<string, number[]>();
  for (const tasks of loads) {
    const seen = new Map<string, number>();
    for (const task of tasks.filter((t) => t.cpuMs >= LISTED_TASK_MS)) {
      const nth = (seen.get(task.label) ?? 0) + 1;
      seen.set(task.label, nth);
      const key = nth > 1 ? `${task.label} (${nth})` : task.label;
      byLabel.set(key, [...(byLabel.get(key) ?? []), task.cpuMs]);
    }
  }
  const biggest = [...byLabel]
    .filter(([, values]) => values.length > loads.length / 2)
    .map(([key, values]) => [key, median(values)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4);
  return { totalMs, blockingMs, biggest };
}
