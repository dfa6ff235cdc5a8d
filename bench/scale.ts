/**
 * `npm run bench:scale`: how the site's cost grows with its catalogue. For catalogues of 1, 10
 * and 100 apps (BENCH_SCALE=1,10,100), each built in its own copy of the site (bench/catalogue.ts
 * generates the apps): the cold build's time and peak memory, the time of a build after one word
 * of one app changed, the home page's HTML size, and Lighthouse on the home page beside its floor,
 * every catalogue's runs interleaved (BENCH_RUNS each, default 5). Prints the table and targets; a
 * full run (the three sizes) also writes them into docs/performance.md and bench/scale-results.json.
 */
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { scratchSite, type ScratchSite } from "../internal/scratch-site";
import { timedBuild } from "./gatsby-build";
import { editOneWord, writeCatalogue } from "./catalogue";
import { makeFloor } from "./floor";
import { runLighthouse, type PageFigures } from "./lighthouse-run";
import { writeSection } from "./markdown-section";
import { scaleReport, type CatalogueFigures } from "./scale-report";
import { interleaved } from "./schedule";
import { withServers } from "./server";
import { medianFigures } from "./stats";

const ROOT = path.resolve(__dirname, "..");
const FULL = [1, 10, 100];

function counts(env: NodeJS.ProcessEnv): number[] {
  const list = (env.BENCH_SCALE ?? FULL.join(",")).split(",").map(Number);
  if (list.some((count) => !Number.isInteger(count) || count < 1))
    throw new Error(`BENCH_SCALE must list whole numbers ≥ 1, e.g. 1,10,100, not "${env.BENCH_SCALE}"`);
  return list;
}

interface BuiltCatalogue {
  readonly apps: number;
  readonly site: ScratchSite;
  readonly floorDir: string;
  readonly figures: Pick<CatalogueFigures, "apps" | "cold" | "warm" | "homeGzipBytes">;
}

async function buildCatalogue(apps: number, workDir: string): Promise<BuiltCatalogue> {
  const site = scratchSite(`scale-${apps}-`);
  writeCatalogue(site.contentDir, apps);
  console.log(`${apps} apps: cold build…`);
  const cold = await timedBuild(site.root, { memory: true });
  editOneWord(site.contentDir);
  console.log(`${apps} apps: build after a one-word edit…`);
  const warm = await timedBuild(site.root, { memory: true });
  const homeGzipBytes = gzipSync(readFileSync(path.join(site.publicDir, "index.html"))).length;
  const floorDir = path.join(workDir, `floor-${apps}`);
  await makeFloor(site.publicDir, floorDir);
  console.log(
    `${apps} apps: cold ${cold.seconds.toFixed(1)} s (${Math.round(cold.peakMemoryMiB ?? NaN)} MiB), ` +
      `after the edit ${warm.seconds.toFixed(1)} s, home ${(homeGzipBytes / 1024).toFixed(1)} KiB gzip`,
  );
  return { apps, site, floorDir, figures: { apps, cold, warm, homeGzipBytes } };
}

/** Lighthouse on each catalogue's home page and its floor, interleaved; each figure's median. */
async function measureHomes(built: readonly BuiltCatalogue[], runs: number): Promise<CatalogueFigures[]> {
  const sites = built.flatMap((catalogue) => [
    { name: `${catalogue.apps} apps`, dir: catalogue.site.publicDir },
    { name: `${catalogue.apps} apps floor`, dir: catalogue.floorDir },
  ]);
  const results = new Map<string, PageFigures[]>();
  await withServers(
    sites.map((site) => site.dir),
    async (urls) => {
      const schedule = interleaved(
        ["/"],
        sites.map((site) => site.name),
        runs,
      );
      for (const [i, { build }] of schedule.entries()) {
        const url = urls[sites.findIndex((site) => site.name === build)];
        const figures = await runLighthouse(`${url}/`);
        results.set(build, [...(results.get(build) ?? []), figures]);
        console.log(
          `[${i + 1}/${schedule.length}] ${build}: Perf ${figures.performance}, TBT ${Math.round(figures.tbtMs)} ms`,
        );
      }
    },
  );
  return built.map((catalogue) => ({
    ...catalogue.figures,
    home: medianFigures(results.get(`${catalogue.apps} apps`) ?? []),
    floor: medianFigures(results.get(`${catalogue.apps} apps floor`) ?? []),
  }));
}

async function main(): Promise<void> {
  const sizes = counts(process.env);
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const workDir = await mkdtemp(path.join(os.tmpdir(), "bench-scale-"));
  const built: BuiltCatalogue[] = [];
  try {
    // Built one after the other, each alone on the machine, then measured together.
    for (const apps of sizes) built.push(await buildCatalogue(apps, workDir));
    const rows = await measureHomes(built, runs);
    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, Node ${process.version}`;
    const heading =
      `\`npm run bench:scale\` of ${new Date().toISOString().slice(0, 10)} (${machine}; ` +
      `Lighthouse medians of ${runs} mobile runs; in brackets, the same page without scripts):`;
    const text = scaleReport(rows, heading);
    console.log(`\n${text}\n`);
    if (sizes.join(",") === FULL.join(",")) {
      await writeFile(path.join(__dirname, "scale-results.json"), `${JSON.stringify(rows, null, 2)}\n`);
      await writeSection(path.join(ROOT, "docs", "performance.md"), "bench:scale", text);
      console.log("Wrote bench/scale-results.json and the table in docs/performance.md");
    }
  } finally {
    for (const catalogue of built) catalogue.site.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
