/**
 * The cold and warm builds `npm run bench` times: `gatsby clean` then `gatsby build`, then
 * `gatsby build` again from the cache. Each runs with bench/build-tracer.js as Gatsby's tracer, so
 * its time is split into phases (bench/build-phases.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildPhases, type RecordedSpan } from "./build-phases";
import type { TimedBuild } from "./report";

const ROOT = path.resolve(__dirname, "..");
const TRACER = path.join(__dirname, "build-tracer.js");

function run(args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const start = Date.now();
  // Gatsby's progress goes to stdout; its warnings and errors stay visible.
  const result = spawnSync("npx", ["gatsby", ...args], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`gatsby ${args.join(" ")} failed`);
  return (Date.now() - start) / 1000;
}

/** One `gatsby build`, timed from outside (as a person waits for it) and split into phases. */
function tracedBuild(traceFile: string): TimedBuild {
  const totalS = run(["build", "--open-tracing-config-file", TRACER], {
    ...process.env,
    BENCH_BUILD_TRACE: traceFile,
  });
  if (!existsSync(traceFile)) {
    throw new Error(`gatsby build wrote no trace to ${traceFile}: did it load ${TRACER}?`);
  }
  const spans = JSON.parse(readFileSync(traceFile, "utf8")) as RecordedSpan[];
  return { totalS, phases: buildPhases(spans, totalS) };
}

/** A cold build (the cache cleared first) and a warm one; traces are written into `workDir`. */
export function coldAndWarmBuilds(workDir: string): { cold: TimedBuild; warm: TimedBuild } {
  console.log("Cold build (gatsby clean, then build)…");
  run(["clean"]);
  const cold = tracedBuild(path.join(workDir, "trace-cold.json"));
  console.log("Warm build (reusing .cache)…");
  const warm = tracedBuild(path.join(workDir, "trace-warm.json"));
  return { cold, warm };
}
