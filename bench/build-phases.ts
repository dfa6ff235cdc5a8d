/**
 * A build's time by phase, from the spans bench/build-tracer.js records: each moment of the build
 * counts in the first phase whose activity runs then, in this order, and the rest in "Rest"
 * (bootstrap, queries, writing the pages, onPostBuild…), so that the phases add up to the total.
 */
import { EDITOR_BUILD_ACTIVITY } from "../internal/editor/build-activity";

/** One span as bench/build-tracer.js writes it; times in milliseconds since the epoch. */
export type RecordedSpan = { readonly name: string; readonly startMs: number; readonly endMs: number };

/** Each phase and the Gatsby activities that make it. */
const PHASES = {
  "Content editor": EDITOR_BUILD_ACTIVITY,
  "JavaScript bundles": "Building production JavaScript and CSS bundles",
  "HTML renderer": "Building HTML renderer",
  // One activity per job type: "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs".
  "Image jobs": /^Running \S+\.IMAGE_PROCESSING jobs$/,
} as const;

/** Seconds by phase, in the order above, then "Rest". */
export type BuildPhases = Readonly<Record<keyof typeof PHASES | "Rest", number>>;

type Interval = readonly [number, number];

/** Milliseconds covered by at least one of the intervals, overlaps counted once. */
export function covered(intervals: readonly Interval[]): number {
  let total = 0;
  let reached = -Infinity;
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    total += Math.max(0, end - Math.max(start, reached));
    reached = Math.max(reached, end);
  }
  return total;
}

/** The phases of a build that took `totalS` seconds, timed from outside Gatsby. */
export function buildPhases(spans: readonly RecordedSpan[], totalS: number): BuildPhases {
  const taken: Interval[] = [];
  const phases = Object.entries(PHASES).map(([phase, activity]) => {
    const intervals = spans
      .filter(({ name }) => (typeof activity === "string" ? name === activity : activity.test(name)))
      .map((span) => [span.startMs, span.endMs] as const);
    const ms = covered([...taken, ...intervals]) - covered(taken);
    taken.push(...intervals);
    return [phase, ms / 1000];
  });
  return { ...Object.fromEntries(phases), Rest: Math.max(0, totalS - covered(taken) / 1000) } as BuildPhases;
}
