/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { scratchSite, siteSources, type ScratchSite } from "./scratch-site";

const ROOT = path.resolve(__dirname, "..");

describe("a scratch copy of the site", () => {
  let site: ScratchSite;
  beforeAll(() => {
    site = scratchSite("scratch-test-");
  });
  afterAll(() => site.close());

  it("holds every file at the site's root a build may read, as the site has it", () => {
    const atRoot = siteSources().filter((file) => !file.includes("/"));
    // The configuration Gatsby's Babel compiles the pages with, first of all.
    expect(atRoot).toEqual(expect.arrayContaining([".babelrc", "gatsby-config.ts", "package.json"]));
    const differing = atRoot.filter(
      (file) =>
        !existsSync(path.join(site.root, file)) ||
        !readFileSync(path.join(site.root, file)).equals(readFileSync(path.join(ROOT, file))),
    );
    expect(differing).toEqual([]);
  });

  it("holds the site's code and its content, and nothing a build of the site wrote", () => {
    for (const file of ["src/pages/index.tsx", "internal/gatsby/create-pages.ts", "content/site.yaml"])
      expect([file, existsSync(path.join(site.root, file))]).toEqual([file, true]);
    for (const written of ["src/gatsby-types.d.ts", "public", ".cache"])
      expect([written, existsSync(path.join(site.root, written))]).toEqual([written, false]);
  });

  it("kept for a next run, loses what the site no longer has and keeps what its build wrote", () => {
    writeFileSync(path.join(site.root, "gone.ts"), "");
    for (const folder of [".cache", "public"]) mkdirSync(path.join(site.root, folder), { recursive: true });
    writeFileSync(path.join(site.root, ".cache", "built.json"), "{}");
    const kept = scratchSite(undefined, { root: site.root });
    expect(existsSync(path.join(kept.root, "gone.ts"))).toBe(false);
    expect(existsSync(path.join(kept.root, ".babelrc"))).toBe(true);
    expect(existsSync(path.join(kept.root, ".cache", "built.json"))).toBe(true);
    expect(existsSync(path.join(kept.root, "public"))).toBe(true);
  });

  it("is made in a folder to keep that does not exist yet", () => {
    const root = path.join(site.root, "later");
    expect(existsSync(path.join(scratchSite(undefined, { root }).root, ".babelrc"))).toBe(true);
  });
});
