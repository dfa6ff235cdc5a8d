/**
 * @jest-environment node
 */
import path from "node:path";
import { benchOptions } from "./options";

describe("benchOptions", () => {
  it("runs five times, builds, and compares nothing by default", () => {
    expect(benchOptions({}, [], "/repo")).toEqual({
      runs: 5,
      skipBuild: false,
      sites: [{ name: "as built", dir: path.resolve(__dirname, "..", "public") }],
    });
  });

  it("reads BENCH_RUNS and BENCH_SKIP_BUILD", () => {
    expect(benchOptions({ BENCH_RUNS: "1", BENCH_SKIP_BUILD: "1" }, [], "/repo")).toMatchObject({
      runs: 1,
      skipBuild: true,
    });
    expect(benchOptions({ BENCH_SKIP_BUILD: "0" }, [], "/repo").skipBuild).toBe(false);
    expect(() => benchOptions({ BENCH_RUNS: "0" }, [], "/repo")).toThrow(/BENCH_RUNS/);
    expect(() => benchOptions({ BENCH_RUNS: "two" }, [], "/repo")).toThrow(/BENCH_RUNS/);
  });

  it("takes builds to compare from BENCH_COMPARE and the arguments, relative to the working directory", () => {
    const options = benchOptions(
      { BENCH_COMPARE: "before=/tmp/public-before, after = ../after" },
      ["third=public-3", "odd=/tmp/a=b"],
      "/repo",
    );
    expect(options.sites.slice(1)).toEqual([
      { name: "before", dir: "/tmp/public-before" },
      { name: "after", dir: "/after" },
      { name: "third", dir: "/repo/public-3" },
      { name: "odd", dir: "/tmp/a=b" },
    ]);
  });

  it("refuses a build without a name or directory, a repeated name, or one of its own names", () => {
    expect(() => benchOptions({ BENCH_COMPARE: "/tmp/public-before" }, [], "/repo")).toThrow(
      /name=directory/,
    );
    expect(() => benchOptions({}, ["before="], "/repo")).toThrow(/name=directory/);
    expect(() => benchOptions({}, ["=/tmp/x"], "/repo")).toThrow(/name=directory/);
    expect(() => benchOptions({ BENCH_COMPARE: "a=/x,a=/y" }, [], "/repo")).toThrow(/"a"/);
    expect(() => benchOptions({}, ["floor=/x"], "/repo")).toThrow(/own builds/);
  });
});
