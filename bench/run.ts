/**
 * `npm run bench`: cold and warm build times, then Lighthouse (mobile) three times on every page,
 * served by the same server as `npm start`. Prints medians, writes bench/results.json and the
 * table in README.md (between the bench markers). It reports; it does not pass or fail.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import prettier from "prettier";
import { runLighthouse, type PageFigures } from "./lighthouse-run";
import { median, PAGES, startServer } from "./server";

const ROOT = path.resolve(__dirname, "..");
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

function timed(command: string, args: string[]): number {
  const start = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed`);
  return (Date.now() - start) / 1000;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sec = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export function table(results: Record<string, PageFigures>): string {
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

async function main() {
  console.log("Cold build (gatsby clean, then build)…");
  timed("npx", ["gatsby", "clean"]);
  const coldBuildS = timed("npx", ["gatsby", "build"]);
  console.log("Warm build (reusing .cache)…");
  const warmBuildS = timed("npx", ["gatsby", "build"]);

  const server = await startServer();
  const results: Record<string, PageFigures> = {};
  try {
    for (const [name, pagePath] of Object.entries(PAGES)) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i++) {
        process.stdout.write(`Lighthouse ${name} run ${i + 1}/${RUNS}…\n`);
        runs.push(await runLighthouse(server.url + pagePath));
      }
      const keys = Object.keys(runs[0]) as Array<keyof PageFigures>;
      results[name] = Object.fromEntries(
        keys.map((key) => [key, median(runs.map((run) => run[key]))]),
      ) as unknown as PageFigures;
    }
  } finally {
    await server.stop();
  }

  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const date = new Date().toISOString().slice(0, 10);
  const output = { date, machine, runs: RUNS, coldBuildS, warmBuildS, pages: results };
  writeFileSync(path.join(__dirname, "results.json"), `${JSON.stringify(output, null, 2)}\n`);

  const report =
    `Taken ${date} on ${machine}; medians of ${RUNS} Lighthouse mobile runs (simulated throttling).\n` +
    `Cold build ${coldBuildS.toFixed(1)} s, warm build ${warmBuildS.toFixed(1)} s.\n\n${table(results)}`;
  console.log(`\n${report}\n`);

  const readmePath = path.join(ROOT, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const updated = readme.replace(
    /<!-- bench:start -->[\s\S]*<!-- bench:end -->/,
    `<!-- bench:start -->\n${report}\n<!-- bench:end -->`,
  );
  // Formatted as `npm run format` would, so the format check in `npm test` stays green.
  const options = await prettier.resolveConfig(readmePath);
  writeFileSync(readmePath, await prettier.format(updated, { ...options, filepath: readmePath }));
  console.log("Wrote bench/results.json and the table in README.md");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
