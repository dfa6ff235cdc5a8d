/**
 * A `gatsby build` timed from outside, as a person waits for it, with the most memory it held at
 * once: the resident memory of the build's whole process tree (Gatsby runs its queries and its
 * HTML rendering in worker processes), sampled a few times a second.
 */
import { spawn } from "node:child_process";
import pidtree from "pidtree";
import pidusage from "pidusage";
import { GATSBY_CLI } from "../internal/scratch-site";

export interface MeasuredBuild {
  readonly seconds: number;
  /** The largest sum of the process tree's resident memory seen, in MiB. */
  readonly peakMemoryMiB: number;
}

const SAMPLE_EVERY_MS = 200;

/** The resident memory of `pid` and every process below it, in bytes; 0 once it has ended. */
async function treeMemory(pid: number): Promise<number> {
  try {
    const pids = await pidtree(pid, { root: true });
    const stats = await pidusage(pids);
    return Object.values(stats).reduce((sum, stat) => sum + (stat?.memory ?? 0), 0);
  } catch {
    return 0;
  }
}

/** `gatsby build` in `root`; rejects with Gatsby's output if it fails. */
export function measureBuild(root: string, env: NodeJS.ProcessEnv = {}): Promise<MeasuredBuild> {
  const start = Date.now();
  const child = spawn(process.execPath, [GATSBY_CLI, "build"], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let peak = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    if (child.pid === undefined) return;
    const pid = child.pid;
    sampling = sampling.then(async () => {
      peak = Math.max(peak, await treeMemory(pid));
    });
  }, SAMPLE_EVERY_MS);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (code) => {
      const seconds = (Date.now() - start) / 1000;
      clearInterval(timer);
      void sampling.then(() => {
        pidusage.clear();
        if (code !== 0) reject(new Error(`gatsby build failed in ${root} (exit ${code}):\n${output}`));
        else resolve({ seconds, peakMemoryMiB: peak / 2 ** 20 });
      });
    });
  });
}
