/**
 * How the build and the home page grow with the catalogue: the targets on each catalogue's figures,
 * and the table `npm run bench:scale` prints and writes into docs/performance.md.
 */
import { kb, machine, mark, seconds, table, today } from "./format";
import type { TimedBuild } from "./gatsby-build";
import { FIGURES, type PageFigures } from "./lighthouse-run";
import { figureCells, SUMMARY_COLUMNS } from "./report";
import { pageTargets, type Target } from "./targets";

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

export function scaleTargets(rows: readonly CatalogueFigures[]): Target[] {
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
