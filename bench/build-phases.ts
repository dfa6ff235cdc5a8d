/**
 * A build's time by phase, from the spans bench/build-tracer.js records (Gatsby's performance
 * tracing: one span per activity, named as Gatsby prints it, and one per plugin API call, tagged
 * with the plugin's name). Pure, so it is unit-tested.
 */

import { EDITOR_BUILD_ACTIVITY } from "../internal/editor/build-activity";

/** One span as bench/build-tracer.js writes it; times in milliseconds since the epoch. */
export interface RecordedSpan {
  readonly id: number;
  readonly parentId: number | null;
  readonly name: string;
  readonly startMs: number;
  readonly endMs: number;
  readonly tags: Readonly<Record<string, string | number | boolean>>;
}

/**
 * Seconds of wall time. Each moment of the build counts in one phase only, in this order: the
 * content editor, the site's JavaScript bundles, the HTML renderer, image jobs, and the rest; so
 * the phases add up to the build's time.
 */
export interface BuildPhases {
  /** The content editor's build. */
  readonly editorS: number;
  /** Webpack's bundles for the site's pages. */
  readonly jsBundlesS: number;
  readonly htmlRendererS: number;
  readonly imageJobsS: number;
  /** Bootstrap, queries, writing the pages, onPostBuild, … */
  readonly restS: number;
}

export const PHASE_NAMES: Readonly<Record<keyof BuildPhases, string>> = {
  editorS: "Content editor",
  jsBundlesS: "JavaScript bundles",
  htmlRendererS: "HTML renderer",
  imageJobsS: "Image jobs",
  restS: "Rest",
};

type Matcher = (span: RecordedSpan) => boolean;

/**
 * Which spans make each phase, by Gatsby's activity names (gatsby/dist/commands/build.js,
 * gatsby/dist/utils/jobs/manager.js), in the order a moment is given to a phase.
 */
const PHASES: ReadonlyArray<readonly [Exclude<keyof BuildPhases, "restS">, Matcher]> = [
  ["editorS", (span) => span.name === EDITOR_BUILD_ACTIVITY],
  ["jsBundlesS", (span) => span.name === "Building production JavaScript and CSS bundles"],
  ["htmlRendererS", (span) => span.name === "Building HTML renderer"],
  // One progress activity per job type: "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs".
  ["imageJobsS", (span) => /^Running \S+\.IMAGE_PROCESSING jobs$/.test(span.name)],
];

type Interval = readonly [number, number];

/** The intervals merged: sorted, none overlapping. */
function merged(intervals: readonly Interval[]): Interval[] {
  const result: Array<[number, number]> = [];
  for (const [start, end] of [...intervals].sort((a, b) => a[0] - b[0])) {
    const last = result[result.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else result.push([start, end]);
  }
  return result;
}

/** Milliseconds covered by at least one of the intervals (overlaps counted once). */
export const covered = (intervals: readonly Interval[]): number =>
  merged(intervals).reduce((sum, [start, end]) => sum + end - start, 0);

/** Milliseconds of `intervals` not covered by `taken`. */
const uncovered = (intervals: readonly Interval[], taken: readonly Interval[]): number =>
  covered([...intervals, ...taken]) - covered(taken);

/** The phases of a build that took `totalS` seconds (as timed from outside Gatsby). */
export function buildPhases(spans: readonly RecordedSpan[], totalS: number): BuildPhases {
  const taken: Interval[] = [];
  const seconds: Partial<Record<keyof BuildPhases, number>> = {};
  for (const [phase, matches] of PHASES) {
    const intervals = spans.filter(matches).map((span) => [span.startMs, span.endMs] as const);
    seconds[phase] = uncovered(intervals, taken) / 1000;
    taken.push(...intervals);
  }
  return {
    editorS: seconds.editorS ?? 0,
    jsBundlesS: seconds.jsBundlesS ?? 0,
    htmlRendererS: seconds.htmlRendererS ?? 0,
    imageJobsS: seconds.imageJobsS ?? 0,
    restS: Math.max(0, totalS - covered(taken) / 1000),
  };
}
