/**
 * The benchmarks' targets and reports, as Markdown. `npm run bench`'s: each page judged against its
 * floor and the build times, on the medians of one run; printed, and written whole into
 * docs/performance.md and in short into the README, between their markers (bench/results.json holds
 * the run itself). `npm run bench:scale`'s: how the build and the home page grow with the
 * catalogue, the table it prints and writes into docs/performance.md.
 */
import { cls, kb, machine, mark, ms, score, sec, seconds, signed, table, today } from "./format";
import type { TimedBuild } from "./gatsby-build";
import { FIGURES, type PageFigures } from "./lighthouse-run";
import { CURRENT, FLOOR } from "./options";
import { auditsOf } from "./pages";

const points = (value: number) => `${score(value)} points`;

/** How far from the floor's each figure may be: Performance is better higher, the times lower. */
const MARGINS = [
  ["performance", -3, "Performance within 3 points of the floor", (v: number) => signed(v, points)],
  ["lcpMs", 100, "LCP within 0.1 s of the floor", (v: number) => signed(v, sec)],
  ["tbtMs", 50, "TBT within 50 ms of the floor", (v: number) => signed(v, ms)],
] as const;

const AUDIT_NAMES = { accessibility: "Accessibility", bestPractices: "Best Practices", seo: "SEO" } as const;

/**
 * A page's targets: its margins from its floor, CLS exactly 0 (the floor's images keep their
 * boxes, so any shift is the page's own doing), and 100 in each of its audits (bench/pages.ts).
 * Each target: the figure it judges (`id`), what it asks, whether it held, and what was measured
 * against it (`shown`), as the reports write it.
 */
export function pageTargets(page: string, figures: PageFigures, floor: PageFigures) {
  return [
    ...MARGINS.map(([id, margin, asked, show]) => {
      const value = figures[id] - floor[id];
      return { id, asked, held: margin < 0 ? value >= margin : value <= margin, shown: show(value) };
    }),
    { id: "cls", asked: "CLS 0", held: figures.cls === 0, shown: cls(figures.cls) },
    ...auditsOf(page).map((id) => ({
      id,
      asked: `${AUDIT_NAMES[id]} 100`,
      held: figures[id] === 100,
      shown: score(figures[id]),
    })),
  ];
}

/** The longest cold and warm builds the benchmark accepts, on this 2-core machine. */
const BUILD_LIMITS_S = { cold: 50, warm: 20 } as const;

/** The build times against their targets, in one line. */
export function buildTargetLine(builds: NonNullable<BenchRun["builds"]>): string {
  const each = (["cold", "warm"] as const).map((build) => {
    const [time, limit] = [builds[build].seconds, BUILD_LIMITS_S[build]];
    return `${build} ${seconds(time)} ${mark(time <= limit)} (at most ${limit} s)`;
  });
  return `Build targets: ${each.join(", ")}.`;
}

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
const SUMMARY_COLUMNS = COLUMNS.slice(0, 4);

const builtOnes = (figures: BenchRun["figures"]) => Object.keys(figures).filter((build) => build !== FLOOR);

/**
 * A page's figures in `columns`, the floor's in brackets beside those of its load; given the page,
 * each target it is held to marked ✓ (held) or ✗ (not).
 */
function figureCells(own: PageFigures, floor: PageFigures, columns: readonly Figure[], page?: string) {
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

/** `npm run bench:scale`'s figures of one catalogue: how the build and the home page grow with it. */
export interface CatalogueFigures {
  readonly apps: number;
  readonly cold: TimedBuild;
  /** A build after one word of one app was changed, from the cold build's cache. */
  readonly warm: TimedBuild;
  /** The home page's HTML, gzip-compressed as the server sends it. */
  readonly homeGzipBytes: number;
  /** Medians of the home page's Lighthouse runs, and of its floor's, in the same run. */
  readonly home: PageFigures;
  readonly floor: PageFigures;
}

/** How much longer a build of the largest catalogue may take than one of a single app. */
const GROWTH_LIMITS = { cold: 2, warm: 1.5 } as const;
/** The catalogue whose home page is held to its floor, as every page is in `npm run bench`. */
const HOME_HELD_AT = 10;

export function scaleTargets(rows: readonly CatalogueFigures[]) {
  const bySize = [...rows].sort((a, b) => a.apps - b.apps);
  const [smallest, largest] = [bySize[0], bySize[bySize.length - 1]];
  const growth = (bySize.length > 1 ? (["cold", "warm"] as const) : []).map((build) => {
    const ratio = largest[build].seconds / smallest[build].seconds;
    return {
      asked: `${build === "cold" ? "Cold build" : "Build after a one-word edit"} of ${largest.apps} apps at most ${GROWTH_LIMITS[build]}× that of ${smallest.apps}`,
      held: ratio <= GROWTH_LIMITS[build],
      shown: `${seconds(largest[build].seconds)} / ${seconds(smallest[build].seconds)} = ${ratio.toFixed(2)}×`,
    };
  });
  const held = rows.find((row) => row.apps === HOME_HELD_AT);
  const home = held
    ? pageTargets("/", held.home, held.floor)
        .filter((target) => target.id === "performance" || target.id === "tbtMs")
        .map((target) => ({ ...target, asked: `Home page with ${HOME_HELD_AT} apps: ${target.asked}` }))
    : [];
  return [...growth, ...home];
}

/** A heading, one row per catalogue, its home page's floor in brackets, then the targets. */
export function scaleReport(rows: readonly CatalogueFigures[], runs: number): string {
  const head = ["Apps", "Cold build", "After a one-word edit", "Peak memory (cold)", "Home HTML (gzip)"];
  const cells = rows.map((row) => [
    String(row.apps),
    seconds(row.cold.seconds),
    seconds(row.warm.seconds),
    `${Math.round(row.cold.peakMemoryMiB ?? NaN)} MiB`,
    kb(row.homeGzipBytes),
    ...figureCells(row.home, row.floor, SUMMARY_COLUMNS),
  ]);
  return [
    `\`npm run bench:scale\` of ${today()} (${machine()}; Lighthouse medians of ${runs} mobile runs; in ` +
      "brackets, the same page without scripts):",
    table([...head, ...SUMMARY_COLUMNS.map((key) => `Home ${FIGURES[key][0]}`)], cells),
    scaleTargets(rows)
      .map((target) => `- ${mark(target.held)} ${target.asked}: ${target.shown}`)
      .join("\n"),
  ].join("\n\n");
}
