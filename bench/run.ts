/**
 * `npm run bench`: cold and warm build times by phase, then Lighthouse (mobile) on every page of
 * the build beside its floor (the same pages without scripts, bench/floor.ts), and beside any
 * other builds given to compare, interleaved, BENCH_RUNS times each (bench/options.ts). Prints
 * medians and the targets (targets.ts); a full run (built here, nothing compared) also writes
 * bench/results.json and the tables in docs/performance.md between the bench markers, while other runs
 * write bench/tmp/results.json. It reports; it does not pass or fail.
 */
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { OUTPUT_FOLDER } from "../internal/deploy/site-output";
import { coldAndWarmBuilds } from "./gatsby-build";
import { makeFloor } from "./floor";
import { runLighthouse, type PageFigures } from "./lighthouse-run";
import { benchOptions, CURRENT, FLOOR, type ComparedBuild } from "./options";
import { benchReport, phasesTable, summaryReport, type BenchRun, type PageComparison } from "./report";
import { benchResults } from "./results";
import { writeSection } from "./markdown-section";
import { interleaved } from "./schedule";
import { auditsOf, PAGES, withServers } from "./server";
import { medianFigures } from "./stats";

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, OUTPUT_FOLDER);

/** Lighthouse on every page of every build, in the interleaved order; each figure's median. */
async function measure(
  sites: readonly ComparedBuild[],
  runs: number,
): Promise<Map<string, Map<string, PageFigures>>> {
  const figures = new Map<string, PageFigures[]>();
  await withServers(
    sites.map((site) => site.publicDir),
    async (urls) => {
      const url = new Map(sites.map((site, i) => [site.name, urls[i]]));
      const schedule = interleaved(
        Object.keys(PAGES),
        sites.map((site) => site.name),
        runs,
      );
      for (const [i, { round, page, build }] of schedule.entries()) {
        const result = await runLighthouse(`${url.get(build)}${PAGES[page]}`);
        const key = `${page}\n${build}`;
        figures.set(key, [...(figures.get(key) ?? []), result]);
        console.log(
          `[${i + 1}/${schedule.length}] round ${round + 1}, ${page}, ${build}: Perf ${result.performance}, ` +
            `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms, CLS ${result.cls}`,
        );
      }
    },
  );
  return new Map(
    Object.keys(PAGES).map((page) => [
      page,
      new Map(sites.map((site) => [site.name, medianFigures(figures.get(`${page}\n${site.name}`) ?? [])])),
    ]),
  );
}

function comparisons(
  medians: Map<string, Map<string, PageFigures>>,
  names: readonly string[],
): PageComparison[] {
  return [...medians].map(([page, byBuild]) => {
    const get = (name: string) => {
      const found = byBuild.get(name);
      if (!found) throw new Error(`no figures for ${page} in ${name}`);
      return found;
    };
    return {
      page,
      audits: auditsOf(page),
      builds: names.map((name) => ({ name, figures: get(name) })),
      floor: get(FLOOR),
    };
  });
}

async function main() {
  const options = benchOptions(process.env, process.argv.slice(2), process.cwd());
  const loadAtStart = os.loadavg()[0];
  for (const build of options.compare) {
    if (!existsSync(path.join(build.publicDir, "index.html"))) {
      throw new Error(`${build.name}: ${build.publicDir} holds no built site (no index.html)`);
    }
  }
  // The floor and the build traces live outside the repository, where ESLint and Prettier
  // would otherwise read the copied site's JavaScript.
  const workDir = await mkdtemp(path.join(os.tmpdir(), "bench-"));
  try {
    const builds = options.skipBuild ? undefined : await coldAndWarmBuilds(ROOT);
    if (builds) console.log(`\n${phasesTable(builds)}\n`);
    if (!existsSync(path.join(PUBLIC, "index.html")))
      throw new Error("public/ holds no build: run npm run build");

    const floorDir = path.join(workDir, FLOOR);
    const floor = await makeFloor(PUBLIC, floorDir);
    console.log(`Floor: ${floor.pages} HTML pages, ${floor.removed} scripts removed.`);

    const sites = [
      { name: CURRENT, publicDir: PUBLIC },
      ...options.compare,
      { name: FLOOR, publicDir: floorDir },
    ];
    const medians = await measure(sites, options.runs);
    const pages = comparisons(
      medians,
      sites.filter((site) => site.name !== FLOOR).map((site) => site.name),
    );

    const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
    const date = new Date().toISOString().slice(0, 10);
    const run: BenchRun = {
      date,
      machine,
      runs: options.runs,
      loadAverage: { start: loadAtStart, end: os.loadavg()[0] },
      builds,
      compare: options.compare,
      pages,
    };
    const text = benchReport(run);
    console.log(`\n${text}\n`);

    const json = `${JSON.stringify(benchResults(run), null, 2)}\n`;
    if (builds && options.compare.length === 0) {
      await writeFile(path.join(__dirname, "results.json"), json);
      await writeSection(path.join(ROOT, "docs", "performance.md"), "bench", text);
      await writeSection(path.join(ROOT, "README.md"), "bench:summary", summaryReport(run));
      console.log("Wrote bench/results.json, the tables in docs/performance.md and the README's summary");
    } else {
      // Without build times, or with other builds in it, a run is a measurement to read, not the
      // project's latest figures.
      await mkdir(path.join(__dirname, "tmp"), { recursive: true });
      await writeFile(path.join(__dirname, "tmp", "results.json"), json);
      console.log(
        "Wrote bench/tmp/results.json (docs/performance.md, the README and bench/results.json change on full runs only)",
      );
    }
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
