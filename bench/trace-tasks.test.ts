/**
 * @jest-environment node
 */
import { summarise, tasksAfterFirstPaint, type TraceEvent } from "./trace-tasks";

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

const events: TraceEvent[] = [
  at("ParseHTML", 100, 50, { args: { beginData: { url: URL } } }),
  { ...main, ph: "I", name: "firstContentfulPaint", ts: 1_000, tid: 9 },
  // Before the first paint: not counted.
  task(200, 500, 400),
  // Evaluating a script.
  task(2_000, 20_000, 15_000),
  at("EvaluateScript", 2_010, 19_000),
  // Style and layout, more of it than the script it follows.
  task(30_000, 5_000, 4_000),
  at("FunctionCall", 30_010, 1_000),
  at("UpdateLayoutTree", 31_100, 1_000),
  at("Layout", 32_100, 1_500),
  // Nothing of a known kind.
  task(40_000, 3_000, 2_500),
  at("Other", 40_010, 1_000),
  // Another process's task.
  { ...task(50_000, 9_000, 9_000), pid: 2 },
];

describe("tasksAfterFirstPaint", () => {
  it("gives each main-thread task after the first paint its CPU time and the kind of work that took most of it", () => {
    expect(tasksAfterFirstPaint(events, URL)).toEqual([
      { kind: "script", cpuMs: 15 },
      { kind: "style and layout", cpuMs: 4 },
      { kind: "other", cpuMs: 2.5 },
    ]);
  });

  it("fails on a trace without a first paint", () => {
    expect(() => tasksAfterFirstPaint(events.slice(0, 1), URL)).toThrow(/no first paint/);
  });
});

describe("summarise", () => {
  it("takes medians of the total and blocking time, and of each kind of work's time, the largest first", () => {
    const load = (script: number, layout: number) => [
      { kind: "script", cpuMs: script },
      { kind: "style and layout", cpuMs: 4 },
      { kind: "style and layout", cpuMs: layout },
      { kind: "paint", cpuMs: 1 },
    ];
    const summary = summarise([
      load(20, 5),
      load(30, 6),
      load(25, 2),
      [...load(26, 1), { kind: "other", cpuMs: 1 }],
    ]);
    // Totals 30, 41, 32, 33; blocking (script × 4 − 50 ms) 30, 70, 50, 54; layout 9, 10, 6, 5.
    expect(summary).toEqual({
      totalMs: 32.5,
      blockingMs: 52,
      byKind: [
        ["script", 25.5],
        ["style and layout", 7.5],
        ["paint", 1],
        ["other", 0],
      ],
    });
  });
});
