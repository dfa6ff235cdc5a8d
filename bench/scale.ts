/**
 * `npm run bench:scale`: how the site's cost grows with its catalogue. For catalogues of 1, 10 and
 * 100 apps (BENCH_SCALE), each built in its own copy of the site (bench/catalogue.ts): the cold
 * build's time and peak memory, the time of a build after one word of one app changed, the home
 * page's HTML size, and Lighthouse on each home page beside its floor, every catalogue's runs
 * interleaved (BENCH_RUNS each). A full run (the three sizes) also writes docs/performance.md's
 * table and bench/scale-results.json.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { SPECIFICATION_CONTENT_DIR } from "../internal/content-files/current-content";
import { scratchSite } from "../internal/scratch-site";
import { editOneWord, writeCatalogue } from "./catalogue";
import { command, ROOT, writeJson, writeSection } from "./command";
import { timedBuild } from "./gatsby-build";
import { withFloor } from "./floor";
import { measureInterleaved } from "./interleave";
import { medians, runLighthouse } from "./lighthouse-run";
import { benchOptions } from "./options";
import { scaleReport } from "./report";

const FULL = "1,10,100";

/**
 * A catalogue of `apps` in its own copy of the site, in `workDir`: its builds, its home page and
 * that page's floor.
 */
async function buildCatalogue(apps: number, workDir: string) {
  const root = path.join(workDir, `scale-${apps}`);
  // The specification's content, which the catalogue copies its app from and editors never change.
  const site = scratchSite(undefined, { root, content: SPECIFICATION_CONTENT_DIR });
  writeCatalogue(site.contentDir, apps);
  console.log(`${apps} apps: cold build, then a build after a one-word edit…`);
  const cold = await timedBuild(site.root, { memory: true });
  editOneWord(site.contentDir);
  const warm = await timedBuild(site.root, { memory: true });
  const homeGzipBytes = gzipSync(readFileSync(path.join(site.publicDir, "index.html"))).length;
  const home = { name: `${apps} apps`, dir: site.publicDir };
  const [, floor] = await withFloor([home], path.join(site.root, "floor"), `${apps} floor`);
  return { figures: { apps, cold, warm, homeGzipBytes }, home, floor };
}

// Each copy lives in the command's temporary folder, removed with it however the run ends.
command(async (workDir) => {
  const sizes = (process.env.BENCH_SCALE ?? FULL).split(",").map(Number);
  if (!sizes.every((apps) => Number.isInteger(apps) && apps > 0))
    throw new Error(`BENCH_SCALE lists numbers of apps: ${FULL}`);
  const { runs } = benchOptions(process.env, [], process.cwd());
  // Built one after the other, each alone on the machine, then measured together.
  const built = [];
  for (const apps of sizes) built.push(await buildCatalogue(apps, workDir));
  const sites = built.flatMap(({ home, floor }) => [home, floor]);
  const homes = await measureInterleaved(sites, { "/": "/" }, runs, runLighthouse, medians);
  const rows = built.map(({ figures, home, floor }) => ({
    ...figures,
    home: homes[home.name]["/"],
    floor: homes[floor.name]["/"],
  }));
  const text = scaleReport(rows, runs);
  console.log(`\n${text}\n`);
  if (sizes.join(",") !== FULL) return;
  await writeJson(path.join(__dirname, "scale-results.json"), rows);
  await writeSection(path.join(ROOT, "docs", "performance.md"), "bench:scale", text);
  console.log("Wrote bench/scale-results.json and the table in docs/performance.md");
});
