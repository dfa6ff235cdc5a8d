/**
 * What `npm run bench` measures, from their environment and arguments:
 * public/ as built and any other builds to compare (`sites`), and how many times.
 *
 *   BENCH_RUNS=5            runs per page and build (default 5)
 *   BENCH_SKIP_BUILD=1      measure public/ as it is: no cold and warm build
 *   BENCH_COMPARE=before=/tmp/public-before,after=/tmp/public-after
 *                           other builds to measure beside public/ and its floor, interleaved
 *   npm run bench -- before=/tmp/public-before …   the same as BENCH_COMPARE
 */
import path from "node:path";
import { OUTPUT_FOLDER } from "../internal/deploy/site-output";

/** A built site and how the tables name it. */
export type Site = { readonly name: string; readonly dir: string };

/** The names the benchmark gives its own two builds. */
export const CURRENT = "as built";
export const FLOOR = "floor";

export function benchOptions(env: NodeJS.ProcessEnv, args: readonly string[], cwd: string) {
  const specs = [...(env.BENCH_COMPARE ?? "").split(","), ...args].filter((spec) => spec.trim() !== "");
  const compare = specs.map((spec) => {
    const [name, dir] = spec.split(/=(.*)/).map((part) => part.trim());
    if (!name || !dir) throw new Error(`"${spec}" is not name=directory (e.g. before=/tmp/public-before)`);
    if ([CURRENT, FLOOR].includes(name)) throw new Error(`"${name}" names one of the benchmark's own builds`);
    return { name, dir: path.resolve(cwd, dir) };
  });
  const repeated = compare.find((site, i) => compare.findIndex((other) => other.name === site.name) !== i);
  if (repeated) throw new Error(`two builds to compare are named "${repeated.name}"`);
  const runs = Number(env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number ≥ 1`);
  const skipBuild = !["", "0", "false"].includes(env.BENCH_SKIP_BUILD ?? "");
  const sites: Site[] = [{ name: CURRENT, dir: path.resolve(__dirname, "..", OUTPUT_FOLDER) }, ...compare];
  return { runs, skipBuild, sites };
}
