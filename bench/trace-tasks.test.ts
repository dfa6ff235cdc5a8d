/**
 * @jest-environment node
 */
import type { InlineScript } from "./script-names";
import { IncompleteTraceError, summarise, tasksAfterFirstPaint, type TraceEvent } from "./trace-tasks";

const URL = "http://127.0.0.1:9000/";
const main = { pid: 1, tid: 7, ph: "X" };
const at = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  ...main,
  name,
  ts,
  dur,
  ...extra,
});
const task = (ts: number, durUs: number, cpuUs: number) => at("RunTask", ts, durUs, { tdur: cpuUs });

const loader: InlineScript = {
  label: 'inline "(function(s){var d=!1;fu…"',
  start: { line: 3, column: 90 },
  end: { line: 3, column: 437 },
};

const events: TraceEvent[] = [
  at("ParseHTML", 100, 50, { args: { beginData: { url: URL } } }),
  { ...main, ph: "I", name: "firstContentfulPaint", ts: 1_000, tid: 9 },
  // Before the first paint: not counted.
  task(200, 500, 400),
  // Evaluating the app's bundle.
  task(2_000, 20_000, 15_000),
  at("EvaluateScript", 2_010, 19_000, { args: { data: { url: `${URL}app-0123456789abcdef0123.js` } } }),
  // A function of the inline loader, called from a timer.
  task(30_000, 5_000, 4_000),
  at("TimerFire", 30_001, 10),
  at("FunctionCall", 30_010, 4_800, { args: { data: { url: URL, lineNumber: 3, columnNumber: 122 } } }),
  // Style and layout.
  task(40_000, 3_000, 2_500),
  at("UpdateLayoutTree", 40_010, 1_000),
  at("Layout", 41_100, 1_500),
  // Another process's task.
  { ...task(50_000, 9_000, 9_000), pid: 2 },
];

describe("tasksAfterFirstPaint", () => {
  it("labels each main-thread task after the first paint, inline scripts by their name", () => {
    expect(tasksAfterFirstPaint(events, URL, [loader])).toEqual([
      { label: "evaluate app.js", cpuMs: 15 },
      { label: 'timer in inline "(function(s){var d=!1;fu…"', cpuMs: 4 },
      { label: "style and layout", cpuMs: 2.5 },
    ]);
  });

  it("falls back to the page's path for an inline script it cannot place", () => {
    expect(tasksAfterFirstPaint(events, URL, [])[1].label).toBe("timer in inline (/)");
  });

  it("fails on a trace without a first paint", () => {
    expect(() => tasksAfterFirstPaint(events.slice(0, 1), URL, [])).toThrow(IncompleteTraceError);
  });
});

describe("summarise", () => {
  it("takes medians of the total and blocking time, and the biggest tasks seen in most loads", () => {
    const load = (app: number, extra: number) => [
      { label: "evaluate app.js", cpuMs: app },
      { label: "style and layout", cpuMs: 4 },
      { label: "style and layout", cpuMs: extra },
      { label: "paint", cpuMs: 1 },
    ];
    const summary = summarise([load(20, 5), load(30, 6), load(25, 2)]);
    expect(summary.totalMs).toBe(32);
    // Totals 30, 41, 32. Blocking: 25 ms × 4 − 50 = 50 ms in the median load, the others block nothing.
    expect(summary.blockingMs).toBe(50);
    expect(summary.biggest).toEqual([
      ["evaluate app.js", 25],
      ["style and layout (2)", 5.5],
      ["style and layout", 4],
    ]);
  });
});
