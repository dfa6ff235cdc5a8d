/**
 * How the build and the home page grow with the catalogue: the figures of each catalogue size,
 * the targets on them, and the table `npm run bench:scale` prints and writes into
 * docs/performance.md.
 */
import type { TimedBuild } from "./gatsby-build";
import type { PageFigures } from "./lighthouse-run";

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

export interface ScaleTarget {
  readonly asked: string;
  readonly held: boolean;
  /** What was measured against it, in words. */
  readonly measured: string;
}

/** How much longer a build of the largest catalogue may take than one of a single app. */
const GROWTH_LIMITS = { cold: 2, warm: 1.5 } as const;
/** The catalogue whose home page is held to its floor, and by how much. */
const HOME_AT = { apps: 10, performance: 3, tbtMs: 50 } as const;

const seconds = (value: number) => `${value.toFixed(1)} s`;

export function scaleTargets(rows: readonly CatalogueFigures[]): ScaleTarget[] {
  const byApps = [...rows].sort((a, b) => a.apps - b.apps);
  const smallest = byApps[0];
  const largest = byApps[byApps.length - 1];
  const targets: ScaleTarget[] = [];
  if (smallest && largest && largest !== smallest) {
    for (const build of ["cold", "warm"] as const) {
      const ratio = largest[build].seconds / smallest[build].seconds;
      targets.push({
        asked: `${build === "cold" ? "Cold build" : "Build after a one-word edit"} of ${largest.apps} apps at most ${GROWTH_LIMITS[build]}× that of ${smallest.apps}`,
        held: ratio <= GROWTH_LIMITS[build],
        measured: `${seconds(largest[build].seconds)} / ${seconds(smallest[build].seconds)} = ${ratio.toFixed(2)}×`,
      });
    }
  }
  const held = rows.find((row) => row.apps === HOME_AT.apps);
  if (held) {
    const points = held.home.performance - held.floor.performance;
    const tbt = held.home.tbtMs - held.floor.tbtMs;
    targets.push({
      asked: `Home page with ${HOME_AT.apps} apps: Performance within ${HOME_AT.performance} points of its floor`,
      held: points >= -HOME_AT.performance,
      measured: `${held.home.performance} (floor ${held.floor.performance})`,
    });
    targets.push({
      asked: `Home page with ${HOME_AT.apps} apps: TBT within ${HOME_AT.tbtMs} ms of its floor`,
      held: tbt <= HOME_AT.tbtMs,
      measured: `${Math.round(held.home.tbtMs)} ms (floor ${Math.round(held.floor.tbtMs)} ms)`,
    });
  }
  return targets;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The Markdown report: one row per catalogue, then the targets. */
export function scaleReport(rows: readonly CatalogueFigures[], heading: string): string {
  const lines = [
    heading,
    "",
    "| Apps | Cold build | After a one-word edit | Peak memory (cold) | Home HTML (gzip) | Home Perf (floor) | LCP (floor) | TBT (floor) | CLS |",
    "| ---- | ---------- | --------------------- | ------------------ | ---------------- | ----------------- | ----------- | ----------- | --- |",
    ...rows.map(
      (row) =>
        `| ${row.apps} | ${seconds(row.cold.seconds)} | ${seconds(row.warm.seconds)} | ${Math.round(row.cold.peakMemoryMiB ?? NaN)} MiB | ${kib(row.homeGzipBytes)} | ` +
        `${row.home.performance} (${row.floor.performance}) | ${(row.home.lcpMs / 1000).toFixed(2)} s (${(row.floor.lcpMs / 1000).toFixed(2)} s) | ` +
        `${Math.round(row.home.tbtMs)} ms (${Math.round(row.floor.tbtMs)} ms) | ${row.home.cls} |`,
    ),
    "",
    ...scaleTargets(rows).map((target) => `- ${target.held ? "✓" : "✗"} ${target.asked}: ${target.measured}`),
  ];
  return lines.join("\n");
}
