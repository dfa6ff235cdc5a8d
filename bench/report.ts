/**
 * The benchmark's tables, as Markdown: printed, and written into docs/performance.md between its
 * markers.
 */
import { PHASE_NAMES } from "./build-phases";
import type { TimedBuild } from "./gatsby-build";
import type { PageFigures } from "./lighthouse-run";
import { CURRENT, FLOOR, type ComparedBuild } from "./options";
import {
  BUILD_LIMITS_S,
  buildTargets,
  pageTargets,
  type AuditId,
  type TargetId,
  type TargetResult,
} from "./targets";

/** One build's medians for a page. */
export interface MeasuredBuild {
  readonly name: string;
  readonly figures: PageFigures;
}

/** A page's medians in every build measured, and in the floor. */
export interface PageComparison {
  readonly page: string;
  /** The audits the page is held to 100 in (bench/server.ts, `auditsOf`). */
  readonly audits: readonly AuditId[];
  readonly builds: readonly MeasuredBuild[];
  readonly floor: PageFigures;
}

/** Everything one `npm run bench` measured. */
export interface BenchRun {
  readonly date: string;
  readonly machine: string;
  readonly runs: number;
  /**
   * The machine's 1-minute load average when the run began and when it ended: on a shared
   * machine, how busy it was says how far to trust the absolute figures.
   */
  readonly loadAverage: { readonly start: number; readonly end: number };
  /** Absent when the builds were skipped (BENCH_SKIP_BUILD). */
  readonly builds?: { readonly cold: TimedBuild; readonly warm: TimedBuild };
  readonly compare: readonly ComparedBuild[];
  /** Each page; its first build is the current one (public/). */
  readonly pages: readonly PageComparison[];
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
/** A difference with its sign; one that rounds to nothing reads +0, not -0. */
const signed = (value: number, format: (magnitude: number) => string) => {
  const text = format(Math.abs(value));
  return value < 0 && text !== format(0) ? `-${text}` : `+${text}`;
};
const signedScore = (value: number) => signed(value, (v) => score(Math.round(v * 10) / 10));
const signedSec = (ms: number) => signed(ms, sec);
const signedMs = (ms: number) => signed(ms, (v) => `${Math.round(v)} ms`);
/** Exactly 0 reads "0"; a shift, however small, shows. */
const cls = (value: number) => (value === 0 ? "0" : value.toFixed(4));
const mark = (held: boolean) => (held ? "✓" : "✗");

/** Every figure of each page in one build (the table the benchmark has always shown). */
export function pageTable(results: Readonly<Record<string, PageFigures>>): string {
  const header =
    "| Page | Perf | A11y | BP | SEO | LCP | FCP | TBT | CLS | SI | Total | JS | Images | Requests |\n" +
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |";
  const rows = Object.entries(results).map(
    ([page, f]) =>
      `| ${page} | ${f.performance} | ${f.accessibility} | ${f.bestPractices} | ${f.seo} | ${sec(f.lcpMs)} | ` +
      `${sec(f.fcpMs)} | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${sec(f.speedIndexMs)} | ` +
      `${kb(f.totalBytes)} | ${kb(f.scriptBytes)} | ${kb(f.imageBytes)} | ${f.requests} |`,
  );
  return [header, ...rows].join("\n");
}

const FLOOR_HEADER =
  "| Page | Build | Perf | LCP | TBT | CLS | FCP | SI | A11y | BP | SEO |\n" +
  "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |";

function figuresRow(page: string, build: string, f: PageFigures, audits: readonly AuditId[]): string {
  const audit = (id: AuditId) => (audits.includes(id) ? score(f[id]) : "—");
  return (
    `| ${page} | ${build} | ${score(f.performance)} | ${sec(f.lcpMs)} | ${Math.round(f.tbtMs)} ms | ` +
    `${cls(f.cls)} | ${sec(f.fcpMs)} | ${sec(f.speedIndexMs)} | ${audit("accessibility")} | ` +
    `${audit("bestPractices")} | ${audit("seo")} |`
  );
}

function differenceRow(
  page: string,
  build: MeasuredBuild,
  floor: PageFigures,
  audits: readonly AuditId[],
): string {
  const targets = new Map(pageTargets(build.figures, floor, audits).map((t) => [t.id, t]));
  const held = (id: TargetId) => {
    const target = targets.get(id);
    return target ? ` ${mark(target.held)}` : "";
  };
  const f = build.figures;
  const audit = (id: TargetId) => (targets.has(id) ? mark(targets.get(id)?.held === true) : "—");
  return (
    `| ${page} | ${build.name} − ${FLOOR} | ${signedScore(f.performance - floor.performance)}${held("performance")} | ` +
    `${signedSec(f.lcpMs - floor.lcpMs)}${held("lcp")} | ${signedMs(f.tbtMs - floor.tbtMs)}${held("tbt")} | ` +
    `${cls(f.cls)}${held("cls")} | ${signedSec(f.fcpMs - floor.fcpMs)} | ` +
    `${signedSec(f.speedIndexMs - floor.speedIndexMs)} | ${audit("accessibility")} | ` +
    `${audit("bestPractices")} | ${audit("seo")} |`
  );
}

/**
 * Each page in every build, its floor, and each build's difference from the floor, with the
 * targets (bench/targets.ts) marked ✓ (held) or ✗ (not held). CLS in a difference row is the build's own.
 */
export function floorTable(comparisons: readonly PageComparison[]): string {
  const rows = comparisons.flatMap(({ page, audits, builds, floor }) => [
    ...builds.map((build) => figuresRow(page, build.name, build.figures, audits)),
    figuresRow(page, FLOOR, floor, []),
    ...builds.map((build) => differenceRow(page, build, floor, audits)),
  ]);
  return [FLOOR_HEADER, ...rows].join("\n");
}

function describe(target: TargetResult): string {
  switch (target.id) {
    case "performance":
      return `${signedScore(target.value)} points`;
    case "lcp":
      return signedSec(target.value);
    case "tbt":
      return signedMs(target.value);
    case "cls":
      return cls(target.value);
    default:
      return score(target.value);
  }
}

/** Per build: how many targets held, and a list of those that did not, with figures. */
export function targetSummary(comparisons: readonly PageComparison[]): string {
  const names = comparisons[0]?.builds.map((build) => build.name) ?? [];
  return names
    .map((name) => {
      const results = comparisons.flatMap(({ page, audits, builds, floor }) => {
        const build = builds.find((candidate) => candidate.name === name);
        return build ? pageTargets(build.figures, floor, audits).map((target) => ({ page, target })) : [];
      });
      const missed = results.filter(({ target }) => !target.held);
      const list = missed.map(({ page, target }) => `- ${page}: ${target.asked} (${describe(target)})`);
      return [
        `Targets held by ${name}: ${results.length - missed.length} of ${results.length}${list.length > 0 ? ". Not held:" : "."}`,
        ...list,
      ].join("\n");
    })
    .join("\n\n");
}

/** Cold and warm build times, each split into its phases (which add up to the total). */
export function phasesTable(builds: Readonly<Record<string, TimedBuild>>): string {
  const header =
    `| Build | Total | ${PHASE_NAMES.map(([, name]) => name).join(" | ")} |\n` +
    `| --- | --- | ${PHASE_NAMES.map(() => "---").join(" | ")} |`;
  const s = (seconds: number) => `${seconds.toFixed(1)} s`;
  const rows = Object.entries(builds).map(
    ([name, build]) =>
      `| ${name} | ${s(build.seconds)} | ${PHASE_NAMES.map(([key]) => s(build.phases[key])).join(" | ")} |`,
  );
  return [header, ...rows].join("\n");
}

/** The cold and warm build times against their targets, in one line. */
export function buildTargetLine(builds: { readonly cold: TimedBuild; readonly warm: TimedBuild }): string {
  const results = buildTargets({ cold: builds.cold.seconds, warm: builds.warm.seconds });
  return (
    "Build targets: " +
    results
      .map(
        ({ build, seconds, held }) =>
          `${build} ${seconds.toFixed(1)} s ${mark(held)} (at most ${BUILD_LIMITS_S[build]} s)`,
      )
      .join(", ") +
    "."
  );
}

/**
 * The short form for the README: the current build's figures beside its floor's, page by page,
 * the build times, and how many targets held.
 */
export function summaryReport(run: BenchRun): string {
  const rows = run.pages.map(({ page, audits, builds, floor }) => {
    const { figures } = builds[0];
    const held = new Map(pageTargets(figures, floor, audits).map((target) => [target.id, target.held]));
    const cell = (id: TargetId, text: string, floorText: string) =>
      `${text} (${floorText}) ${mark(held.get(id) === true)}`;
    return (
      `| ${page} | ${cell("performance", score(figures.performance), score(floor.performance))} ` +
      `| ${cell("lcp", sec(figures.lcpMs), sec(floor.lcpMs))} ` +
      `| ${cell("tbt", `${Math.round(figures.tbtMs)} ms`, `${Math.round(floor.tbtMs)} ms`)} ` +
      `| ${cls(figures.cls)} ${mark(held.get("cls") === true)} |`
    );
  });
  const runs = `${run.runs} Lighthouse mobile run${run.runs === 1 ? "" : "s"}`;
  return [
    `\`npm run bench\` of ${run.date}, medians of ${runs}; in brackets, the same page without ` +
      "scripts (its floor), measured in the same run:",
    ["| Page | Perf | LCP | TBT | CLS |", "| --- | --- | --- | --- | --- |", ...rows].join("\n"),
    ...(run.builds ? [buildTargetLine(run.builds)] : []),
    targetSummary(run.pages),
  ].join("\n\n");
}

/** The whole report: printed, and written into docs/performance.md between the bench markers. */
export function benchReport(run: BenchRun): string {
  const current = Object.fromEntries(run.pages.map(({ page, builds }) => [page, builds[0].figures] as const));
  const runs = `${run.runs} Lighthouse mobile run${run.runs === 1 ? "" : "s"}`;
  return [
    `Taken ${run.date} on ${run.machine}; medians of ${runs} (simulated throttling) per page and build, ` +
      "each page run beside its floor (the same page without scripts), interleaved. " +
      `Load average ${run.loadAverage.start.toFixed(1)} when the run began, ${run.loadAverage.end.toFixed(1)} ` +
      "when it ended: compare builds within this run, not with other runs.",
    ...(run.builds
      ? [
          "Build times (cold: `gatsby clean` then build; warm: built again from `.cache`), by phase:",
          phasesTable(run.builds),
          buildTargetLine(run.builds),
        ]
      : []),
    "Each page beside its floor (✓ target held, ✗ not held):",
    floorTable(run.pages),
    targetSummary(run.pages),
    `Every figure of each page ${CURRENT}:`,
    pageTable(current),
  ].join("\n\n");
}
