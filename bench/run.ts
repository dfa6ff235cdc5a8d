/**
 * `npm run bench`: cold and warm build times, then Lighthouse (mobile) on every page as
 * built beside its floor (bench/interleave.ts) and any builds given to compare (bench/options.ts),
 * interleaved. Prints the report (bench/report.ts); a full run (built here, nothing compared) also
 * writes bench/results.json, docs/performance.md's tables and the README's summary, other runs
 * bench/tmp/results.json. It reports; it does not pass or fail.
 */
import os from "node:os";
import path from "node:path";
import { command, ROOT, writeJson, writeSection } from "./command";
import { machine, today } from "./format";
import { coldAndWarmBuilds } from "./gatsby-build";
import { withFloor } from "./floor";
import { measureInterleaved } from "./interleave";
import { medians, runLighthouse } from "./lighthouse-run";
import { benchOptions } from "./options";
import { PAGES } from "./pages";
import { benchReport, buildTargetLine, summaryReport } from "./report";

command(async (workDir) => {
  const { runs, skipBuild, sites } = benchOptions(process.env, process.argv.slice(2), process.cwd());
  const loadAtStart = os.loadavg()[0];
  const builds = skipBuild ? undefined : await coldAndWarmBuilds(ROOT);
  if (builds) console.log(`\n${buildTargetLine(builds)}\n`);
  const withItsFloor = await withFloor(sites, path.join(workDir, "floor"));
  const figures = await measureInterleaved(withItsFloor, PAGES, runs, runLighthouse, medians);
  const loadAverage = { start: loadAtStart, end: os.loadavg()[0] };
  const run = { date: today(), machine: machine(), runs, loadAverage, builds, figures };
  const report = benchReport(run);
  console.log(`\n${report}\n`);
  // Without build times, or with other builds in it, a run is a measurement to read, not the latest figures.
  if (!builds || sites.length > 1) {
    await writeJson(path.join(__dirname, "tmp", "results.json"), run);
    return console.log("Wrote bench/tmp/results.json: the documents change on full runs only");
  }
  await writeJson(path.join(__dirname, "results.json"), run);
  await writeSection(path.join(ROOT, "docs", "performance.md"), "bench", report);
  await writeSection(path.join(ROOT, "README.md"), "bench:summary", summaryReport(run));
  console.log("Wrote bench/results.json, the tables in docs/performance.md and the README's summary");
});
