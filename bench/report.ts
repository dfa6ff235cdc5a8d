/**
 * `npm run bench`'s report, as Markdown: printed, and written whole into docs/performance.md and
 * in short into the README, between their markers. bench/results.json holds the run itself.
 */
import { mark, table } from "./format";
import type { TimedBuild } from "./gatsby-build";
import { FIGURES, type PageFigures } from "./lighthouse-run";
import { CURRENT, FLOOR } from "./options";
import { buildTargetLine, pageTargets } from "./targets";

/** Everything one `npm run bench` measured. */
export interface BenchRun {
  readonly date: string;
  readonly machine: string;
  readonly runs: number;
  /** The 1-minute load average when the run began and ended: how far to trust its absolute figures. */
  readonly loadAverage: { readonly start: number; readonly end: number };
  /** Absent when the builds were skipped. */
  readonly builds?: { readonly cold: TimedBuild; readonly warm: TimedBuild };
  /** Each page's medians by build: as built, each build compared, and the floor. */
  readonly figures: Readonly<Record<string, Readonly<Record<string, PageFigures>>>>;
}

type Figure = keyof PageFigures;
const COLUMNS = Object.keys(FIGURES) as Figure[];

/** Perf, LCP, TBT and CLS: the figures of the catalogue's summary. */
export const SUMMARY_COLUMNS = COLUMNS.slice(0, 4);

const builtOnes = (figures: BenchRun["figures"]) => Object.keys(figures).filter((build) => build !== FLOOR);

/**
 * A page's figures in `columns`, the floor's in brackets beside those of its load; given the page,
 * each target it is held to marked ✓ (held) or ✗ (not).
 */
export function figureCells(own: PageFigures, floor: PageFigures, columns: readonly Figure[], page?: string) {
  const targets = page === undefined ? [] : pageTargets(page, own, floor);
  return columns.map((key) => {
    const [, , , show, besideFloor] = FIGURES[key];
    const target = targets.find((candidate) => candidate.id === key);
    const text = besideFloor ? `${show(own[key])} (${show(floor[key])})` : show(own[key]);
    return target ? `${text} ${mark(target.held)}` : text;
  });
}

/** A row per page and build, with its floor and targets. */
export function pagesTable(figures: BenchRun["figures"]): string {
  const rows = Object.entries(figures[FLOOR]).flatMap(([page, floor]) =>
    builtOnes(figures).map((build) => {
      const cells = figureCells(figures[build][page], floor, COLUMNS, page);
      return [build === CURRENT ? page : `${page}, ${build}`, ...cells];
    }),
  );
  return table(["Page", ...COLUMNS.map((key) => FIGURES[key][0])], rows);
}

/** Per build: how many of its targets held, and those that did not, page by page, with figures. */
export function targetSummary(figures: BenchRun["figures"]): string {
  const floors = Object.entries(figures[FLOOR]);
  return builtOnes(figures)
    .map((build) => {
      const targets = floors.flatMap(([page, floor]) =>
        pageTargets(page, figures[build][page], floor).map((target) => ({ page, ...target })),
      );
      const missed = targets.filter((target) => !target.held);
      const pages = [...new Set(missed.map((target) => target.page))];
      const said = (page: string) =>
        missed.filter((target) => target.page === page).map(({ asked, shown }) => `${asked} (${shown})`);
      return [
        `Targets held by ${build}: ${targets.length - missed.length} of ${targets.length}${missed.length > 0 ? ". Not held:" : "."}`,
        ...pages.map((page) => `- ${page}: ${said(page).join("; ")}`),
      ].join("\n");
    })
    .join("\n\n");
}

const lighthouseRuns = (runs: number) => `${runs} Lighthouse mobile run${runs === 1 ? "" : "s"}`;

/** The whole report, for docs/performance.md. */
export const benchReport = (run: BenchRun): string =>
  [
    `Taken ${run.date} on ${run.machine}; medians of ${lighthouseRuns(run.runs)} (simulated throttling) per ` +
      "page and build, each page run beside its floor (the same page without scripts), interleaved. " +
      `Load average ${run.loadAverage.start.toFixed(1)} when the run began, ${run.loadAverage.end.toFixed(1)} ` +
      "when it ended: compare builds within this run, not with other runs.",
    ...(run.builds
      ? [
          `Builds: cold is \`gatsby clean\` then build; warm, built again from \`.cache\`. ${buildTargetLine(run.builds)}`,
        ]
      : []),
    "Each page, in brackets its floor's figures (✓ target held, ✗ not held):",
    pagesTable(run.figures),
    targetSummary(run.figures),
  ].join("\n\n");

/** The short form, for the README: each page as built beside its floor, and the targets. */
export function summaryReport(run: BenchRun): string {
  const figures = { [CURRENT]: run.figures[CURRENT], [FLOOR]: run.figures[FLOOR] };
  return [
    `\`npm run bench\` of ${run.date}, medians of ${lighthouseRuns(run.runs)}, each page beside its floor ` +
      "(the same page without scripts) in the same run; every page's figures are in docs/performance.md.",
    ...(run.builds ? [buildTargetLine(run.builds)] : []),
    targetSummary(figures),
  ].join("\n\n");
}
