/**
 * @jest-environment node
 */
import { rm } from "node:fs/promises";
import { makeFixtureSite } from "../server/test-utils/fixture-site";
import { interleaved, measureInterleaved } from "./interleave";

const order = (runs: ReturnType<typeof interleaved<string, string>>) =>
  runs.map((run) => `${run.round}:${run.page}:${run.build}`);

describe("interleaved", () => {
  it("runs each page in every build side by side, round after round, builds taking turns first", () => {
    expect(order(interleaved(["A", "B"], ["real", "floor"], 2))).toEqual([
      "0:A:real",
      "0:A:floor",
      "0:B:floor",
      "0:B:real",
      "1:A:floor",
      "1:A:real",
      "1:B:real",
      "1:B:floor",
    ]);
  });

  it("runs every page in every build once per round, each build first equally often", () => {
    const runs = interleaved(["A", "B", "C", "D"], ["real", "before", "floor"], 5);
    expect(runs).toHaveLength(4 * 3 * 5);
    for (const page of ["A", "B", "C", "D"]) {
      for (const build of ["real", "before", "floor"]) {
        const rounds = runs.filter((run) => run.page === page && run.build === build).map((run) => run.round);
        expect(rounds).toEqual([0, 1, 2, 3, 4]);
      }
    }
    const firsts = interleaved(["A"], ["x", "y", "z"], 6).filter((_, i) => i % 3 === 0);
    expect(firsts.map((run) => run.build)).toEqual(["x", "y", "z", "x", "y", "z"]);
  });
});

describe("measureInterleaved", () => {
  const roots: string[] = [];
  beforeEach(() => {
    jest.spyOn(console, "log").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterAll(async () => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

  it("serves each site, measures each of its pages in turn, tries a failed measurement again and combines each page's results", async () => {
    const sites = await Promise.all(
      ["Home", "Start"].map(async (heading, i) => {
        const fixture = await makeFixtureSite({
          "index.html": `<h1>${heading}</h1>`,
          "404.html": "<h1>Missing</h1>",
        });
        roots.push(fixture.root);
        return { name: `site ${i}`, dir: fixture.publicDir };
      }),
    );
    let failures = 1;
    const measure = async (url: string) => {
      const answer = await fetch(url);
      if (answer.status === 404 && failures-- > 0) throw new Error("a measurement that fails once");
      return `${new URL(url).pathname} ${answer.status} ${await answer.text()}`;
    };
    const pages = { home: "/", missing: "/no-such-page" };
    const twice = (text: string) => `${text} + ${text}`;
    expect(await measureInterleaved(sites, pages, 2, measure, (results) => results.join(" + "))).toEqual({
      "site 0": { home: twice("/ 200 <h1>Home</h1>"), missing: twice("/no-such-page 404 <h1>Missing</h1>") },
      "site 1": { home: twice("/ 200 <h1>Start</h1>"), missing: twice("/no-such-page 404 <h1>Missing</h1>") },
    });
  }, 60_000);
});
