/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { coldAndWarmBuilds, timedBuild } from "./gatsby-build";

/**
 * A stand-in for a site's Gatsby: `build` takes 300 ms and leaves a mark; `clean` removes it; a
 * site whose gatsby-config.js says so fails.
 */
const FAKE_CLI = `
const fs = require("node:fs");
const [command] = process.argv.slice(2);
if (fs.existsSync("gatsby-config.js")) process.exit(1);
if (command === "clean") fs.rmSync("built", { force: true });
if (command === "build") setTimeout(() => fs.appendFileSync("built", "build\\n"), 300);
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

  it("runs the site's own Gatsby in its folder and times it until it ends", async () => {
    const build = await timedBuild(root, { memory: true });
    expect(build.seconds).toBeGreaterThanOrEqual(0.3);
    expect(readFileSync(path.join(root, "built"), "utf8")).toBe("build\n");
    expect(build.peakMemoryMiB).toBeGreaterThan(10);
    expect((await timedBuild(root)).peakMemoryMiB).toBeUndefined();
  });

  it("cleans before the cold build, then builds twice", async () => {
    writeFileSync(path.join(root, "built"), "an older build\n");
    const { cold, warm } = await coldAndWarmBuilds(root);
    expect(cold.seconds).toBeGreaterThanOrEqual(0.3);
    expect(warm.seconds).toBeGreaterThanOrEqual(0.3);
    expect(readFileSync(path.join(root, "built"), "utf8")).toBe("build\nbuild\n");
  });

  it("fails with the site's folder when Gatsby fails", async () => {
    writeFileSync(path.join(root, "gatsby-config.js"), "");
    await expect(timedBuild(root)).rejects.toThrow(`gatsby build failed in ${root} (exit 1)`);
  });
});
