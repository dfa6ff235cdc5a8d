import { appendFileSync, readFileSync } from "node:fs";
import path from "node:path";
import { checkOutput } from "../internal/test-utils/check-output";
import { keptSet, SAVED_BUILDS } from "./support/saved-files";
import { expect, test } from "./support/test";
import { firstBuild, specificationSite, writtenFiles } from "./support/written";

/**
 * Every file the editor saved in the editor's tests, the sets of each build (SAVED_BUILDS) with the
 * specification's content, as Netlify would build the repository once the editor has committed
 * them: the build accepts them and the pages show what was saved. Run after the other tests
 * (playwright.config.ts), in the specification's site, whose build they then no longer need. Each
 * build is a build again on the last one's .cache/ and public/, as Netlify restores them.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

for (const sets of SAVED_BUILDS) {
  const specs = sets.map((set) => `${set}.spec.ts`).join(" and ");
  test(`the files saved in ${specs} build, and their pages show them`, async () => {
    const kept = sets.flatMap((set) => keptSet(set) ?? []);
    // A run of some files only may leave a set out; a whole run in CI may not.
    if (kept.length < sets.length && process.env.CI)
      throw new Error(`Of ${specs}, only ${kept.length} kept saved files for this build.`);
    test.skip(kept.length === 0, `${specs} did not run to their end.`);
    const site = specificationSite();
    const files = kept.flatMap((set) => [...set.files]);
    const names = files.map(([file]) => file);
    const twice = names.filter((file, index) => names.indexOf(file) !== index);
    expect(twice, "files saved by two sets of this build (SAVED_BUILDS builds them apart)").toEqual([]);
    for (const [file, data] of files) site.writeContent(file, data);
    site.build();
    for (const { page, text, shown, what } of kept.flatMap((set) => set.shows))
      expect(readFileSync(path.join(site.publicDir, page), "utf8").includes(text), what).toBe(shown);
    // The response headers still fit the changed pages (their inline scripts' hashes, caching).
    expect(await checkOutput(site.publicDir)).toEqual([]);
  });
}

test("with the specification's content back, a build writes the run's first build's bytes again", () => {
  const site = specificationSite();
  site.build();
  const first = firstBuild();
  const last = writtenFiles(site.publicDir);
  const changed = Object.keys(first).filter((file) => last[file] !== first[file]);
  expect(changed, "files of the first build written otherwise, or not at all").toEqual([]);
  // Gatsby keeps what it made for the content built in between, as Netlify's cache does: the
  // pictures it encoded (static/), and the bundle's scripts of a page template only that content
  // used (an app's terms). No page names them; any other file would be left over.
  const pages = Object.keys(last)
    .filter((file) => file.endsWith(".html"))
    .map((file) => readFileSync(path.join(site.publicDir, file), "utf8"));
  const isKeptByGatsby = (file: string) =>
    file.startsWith("static/") ||
    (/^[\w-]+-[0-9a-f]{20}\.js$/.test(file) && !pages.some((page) => page.includes(file)));
  const added = Object.keys(last).filter((file) => !(file in first) && !isKeptByGatsby(file));
  expect(added, "files the first build did not write").toEqual([]);
});

test("after a change to Gatsby's browser bundle alone, a build in place works and changes no page", () => {
  const site = specificationSite();
  // The pages, not Gatsby's slice of the bundle's scripts, which no page holds (its runtime is left out).
  const pages = () =>
    Object.entries(writtenFiles(site.publicDir)).filter(
      ([file]) => file.endsWith(".html") && !file.startsWith("_gatsby/"),
    );
  const before = pages();
  // A comment in a behaviour changes the browser bundle, not the pages' minified inline script:
  // Gatsby renders no page again, but stitches the bundle's scripts into each where it wrote it.
  appendFileSync(path.join(site.root, "src/behaviours/carousel.ts"), "\n// A comment.\n");
  site.build();
  expect(pages()).toEqual(before);
});
