/**
 * What `npm run bench` measures, from its environment and arguments:
 *
 *   BENCH_RUNS=5            Lighthouse runs per page and build (default 5)
 *   BENCH_SKIP_BUILD=1      measure public/ as it is: no cold and warm build
 *   BENCH_COMPARE=before=/tmp/public-before,after=/tmp/public-after
 *                           other builds to measure beside public/ and its floor, interleaved
 *   npm run bench -- before=/tmp/public-before …   the same as BENCH_COMPARE
 */
import path from "node:path";

export interface ComparedBuild {
  /** How the tables name it. */
  readonly name: string;
  /** A built site (a copy of some build's public/). */
  readonly publicDir: string;
}

export interface BenchOptions {
  readonly runs: number;
  readonly skipBuild: boolean;
  readonly compare: readonly ComparedBuild[];
}

/** The names the benchmark gives its own two builds. */
export const CURRENT = "as built";
export const FLOOR = "floor";

const truthy = (value: string | undefined) => value !== undefined && !["", "0", "false"].includes(value);

function parseBuild(spec: string, cwd: string): ComparedBuild {
  const at = spec.indexOf("=");
  const name = spec.slice(0, at).trim();
  const dir = spec.slice(at + 1).trim();
  if (at <= 0 || dir === "")
    throw new Error(`"${spec}" is not name=directory (e.g. before=/tmp/public-before)`);
  if (name === CURRENT || name === FLOOR)
    throw new Error(`"${name}" names one of the benchmark's own builds`);
  return { name, publicDir: path.resolve(cwd, dir) };
}

export function benchOptions(
  env: NodeJS.ProcessEnv,
  args: readonly string[],
  cwd: string = process.cwd(),
): BenchOptions {
  const runs = Number(env.BENCH_RUNS ?? 5);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_RUNS must be a whole number ≥ 1, not "${env.BENCH_RUNS}"`);
  const specs = [...(env.BENCH_COMPARE ?? "").split(",").filter((spec) => spec.trim() !== ""), ...args];
  const compare = specs.map((spec) => parseBuild(spec, cwd));
  const names = compare.map((build) => build.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated) throw new Error(`two builds to compare are named "${repeated}"`);
  return { runs, skipBuild: truthy(env.BENCH_SKIP_BUILD), compare };
}
