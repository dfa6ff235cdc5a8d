/**
 * `gatsby build` in any Gatsby site's folder, with that site's own Gatsby, timed from outside as a
 * person waits for it. (Each build prints its activities' own times: run it to see where time goes.)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import pidtree from "pidtree";
import pidusage from "pidusage";

/** `gatsby <args>` with the Gatsby of the site in `root`; `exited` rejects unless it succeeded. */
function gatsby(root: string, args: readonly string[]) {
  const child = spawn(process.execPath, [require.resolve("gatsby/cli", { paths: [root] }), ...args], {
    cwd: root,
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    // Gatsby's progress goes nowhere; its warnings and errors stay visible.
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = once(child, "exit").then(([code]) => {
    if (code !== 0) throw new Error(`gatsby ${args[0]} failed in ${root} (exit ${code})`);
  });
  return { child, exited };
}

/**
 * The most resident memory a process and those below it (Gatsby queries and renders in workers)
 * held at once while it ran, sampled a few times a second, in MiB.
 */
async function peakMemory(child: ChildProcess): Promise<number> {
  let peak = 0;
  while (child.exitCode === null && child.signalCode === null) {
    const stats = await pidtree(child.pid ?? -1, { root: true })
      .then((pids) => pidusage(pids))
      .catch((): Record<string, pidusage.Status> => ({}));
    const bytes = Object.values(stats).reduce((sum, stat) => sum + (stat?.memory ?? 0), 0);
    peak = Math.max(peak, bytes);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  pidusage.clear();
  return peak / 2 ** 20;
}

/**
 * One `gatsby build` of the site in `root`: its seconds and, if asked, its peak memory
 * (the largest resident memory of its process tree seen at once, in MiB).
 */
export async function timedBuild(root: string, { memory = false } = {}) {
  const start = Date.now();
  const build = gatsby(root, ["build"]);
  const sampled = memory ? peakMemory(build.child) : undefined;
  await build.exited;
  const seconds = (Date.now() - start) / 1000;
  return { seconds, ...(sampled && { peakMemoryMiB: await sampled }) };
}

export type TimedBuild = Awaited<ReturnType<typeof timedBuild>>;

/** A cold build (`gatsby clean` first) and a warm one (from the cold one's cache) of the site in `root`. */
export async function coldAndWarmBuilds(root: string) {
  console.log(`Cold build of ${root} (gatsby clean, then build)…`);
  await gatsby(root, ["clean"]).exited;
  const cold = await timedBuild(root);
  console.log("Warm build (reusing .cache)…");
  return { cold, warm: await timedBuild(root) };
}
