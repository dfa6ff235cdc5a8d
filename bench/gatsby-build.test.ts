/**
 * @jest-environment node
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { coldAndWarmBuilds, timedBuild } from "./gatsby-build";

/**
 * A stand-in for a site's Gatsby: `build` loads the tracer it is given as Gatsby does, opens an
 * activity's span and a plugin's inside it, and ends; `clean` leaves a mark; a site whose
 * gatsby-config.js says so fails.
 */
const FAKE_CLI = `
const fs = require("node:fs");
const [command, flag, tracerFile] = process.argv.slice(2);
if (fs.existsSync("gatsby-config.js")) process.exit(1);
if (command === "clean") fs.writeFileSync("cleaned", "");
if (command === "build" && flag === "--open-tracing-config-file") {
  const tracer = require(tracerFile).create();
  const activity = tracer.startSpan("Building HTML renderer");
  const plugin = tracer.startSpan("run-plugin", { childOf: activity, tags: { plugin: "x", options: {} } });
  setTimeout(() => { plugin.finish(); activity.finish(); }, 300);
}
`;

describe("a timed gatsby build", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), "gatsby-build-test-"));
    mkdirSync(path.join(root, "node_modules", "gatsby"), { recursive: true });
    writeFileSync(path.join(root, "node_modules", "gatsby", "package.json"), '{ "name": "gatsby" }');
    writeFileSync(path.join(root, "node_modules", "gatsby", "cli.js"), FAKE_CLI);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("runs the site's own Gatsby in its folder and splits its time by the spans the tracer wrote", async () => {
    const build = await timedBuild(root, { memory: true });
    expect(build.seconds).toBeGreaterThanOrEqual(0.3);
    expect(build.phases["HTML renderer"]).toBeGreaterThanOrEqual(0.29);
    expect(build.phases["HTML renderer"] + build.phases.Rest).toBeCloseTo(build.seconds, 5);
    expect(build.peakMemoryMiB).toBeGreaterThan(10);
    expect((await timedBuild(root)).peakMemoryMiB).toBeUndefined();
  });

  it("cleans before the cold build", async () => {
    const { cold, warm } = await coldAndWarmBuilds(root);
    expect(cold.phases["HTML renderer"]).toBeGreaterThan(0);
    expect(warm.phases["HTML renderer"]).toBeGreaterThan(0);
    expect(() => rmSync(path.join(root, "cleaned"))).not.toThrow();
  });

  it("fails with the site's folder when Gatsby fails", async () => {
    writeFileSync(path.join(root, "gatsby-config.js"), "");
    await expect(timedBuild(root)).rejects.toThrow(`gatsby build failed in ${root} (exit 1)`);
  });
});

describe("the build tracer", () => {
  const trace = path.join(os.tmpdir(), `build-tracer-test-${process.pid}.json`);
  afterEach(() => rmSync(trace, { force: true }));
  const run = (script: string) =>
    spawnSync(
      process.execPath,
      ["-e", `const tracer = require(${JSON.stringify(path.join(__dirname, "build-tracer.js"))}); ${script}`],
      {
        env: { ...process.env, BENCH_BUILD_TRACE: trace },
      },
    );

  it("writes each finished span's name, times and plain tags when the process that created it ends", () => {
    const script = `const t = tracer.create(); const s = t.startSpan("a", { tags: { plugin: "p", args: {} } });
      s.setTag("api", "onPostBuild"); t.startSpan("b", { childOf: s, startTime: 5 }).finish(7); s.finish();`;
    expect(run(script).status).toBe(0);
    const [b, a] = JSON.parse(readFileSync(trace, "utf8")) as Array<Record<string, unknown>>;
    expect(b).toEqual({ name: "b", startMs: 5, endMs: 7, tags: {} });
    expect(a).toMatchObject({ name: "a", tags: { plugin: "p", api: "onPostBuild" } });
    expect(a.endMs).toBeGreaterThanOrEqual(a.startMs as number);
  });

  it("leaves the file alone in a process that never created it, as Gatsby's workers do", () => {
    expect(run("").status).toBe(0);
    expect(() => readFileSync(trace)).toThrow();
  });
});
