/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { floorPage, withFloor } from "./floor";
import { BUILT_PAGE } from "./fixtures/built-page";

/** The exact text of the one element of the fixture that starts with `start`. */
function elementText(start: string, end = "</script>"): string {
  const from = BUILT_PAGE.indexOf(start);
  if (from < 0 || BUILT_PAGE.indexOf(start, from + 1) >= 0)
    throw new Error(`not once in the fixture: ${start}`);
  return BUILT_PAGE.slice(from, BUILT_PAGE.indexOf(end, from) + end.length);
}

const without = (html: string, ...parts: string[]) =>
  parts.reduce((rest, part) => rest.replace(part, ""), html);

describe("floorPage", () => {
  it("cuts out every script of a built page, inline or not, and keeps JSON-LD", () => {
    const floor = floorPage(BUILT_PAGE);
    expect(floor.removed).toBe(7);
    expect(floor.html).toBe(
      without(
        BUILT_PAGE,
        elementText('<script type="module">const e='),
        elementText('<script type="module">const t='),
        elementText('<script id="gatsby-script-loader">'),
        elementText('<script\n            id="gatsby-chunk-mapping"'),
        elementText("<script>window.___webpackCompilationHash"),
        elementText("<script>(function(s){"),
        elementText('<script src="/app-'),
      ),
    );
    expect(floor.html).not.toMatch(/<script(?! type="application\/ld\+json")/);
  });

  it("finds scripts as a browser parses them: anywhere, a template's too, in any case, never in text", () => {
    const page =
      `<!DOCTYPE html><html><head></head><body><main><SCRIPT>1</SCRIPT>` +
      `<template><script>2</script></template><p>&lt;script&gt;</p>` +
      `<script type=" Application/LD+JSON ">{}</script><script type="module" src="/x.js"></script>` +
      `</main></body></html>`;
    expect(floorPage(page)).toEqual({
      html:
        `<!DOCTYPE html><html><head></head><body><main>` +
        `<template></template><p>&lt;script&gt;</p>` +
        `<script type=" Application/LD+JSON ">{}</script>` +
        `</main></body></html>`,
      removed: 3,
    });
  });

  it("leaves a page without scripts as it is", () => {
    const page = "<!DOCTYPE html><html><head><title>x</title></head><body><p>Hi</p></body></html>";
    expect(floorPage(page)).toEqual({ html: page, removed: 0 });
  });
});

describe("withFloor", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "floor-test-"));
    jest.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("adds the floor of the first site: a copy with the scripts cut out of every HTML page, nested ones too", async () => {
    const publicDir = path.join(dir, "public");
    await mkdir(path.join(publicDir, "baby-lullabies"), { recursive: true });
    await writeFile(path.join(publicDir, "index.html"), BUILT_PAGE);
    await writeFile(path.join(publicDir, "baby-lullabies", "index.html"), BUILT_PAGE);
    await writeFile(path.join(publicDir, "app.js"), "console.log(1)");
    // Gatsby's page data of /404.html: a folder, left as it is.
    await mkdir(path.join(publicDir, "page-data", "404.html"), { recursive: true });
    const floorDir = path.join(dir, "tmp", "floor");
    const sites = [
      { name: "as built", dir: publicDir },
      { name: "before", dir: "/tmp/public-before" },
    ];

    expect(await withFloor(sites, floorDir)).toEqual([...sites, { name: "floor", dir: floorDir }]);
    const expected = floorPage(BUILT_PAGE).html;
    expect(await readFile(path.join(floorDir, "baby-lullabies", "index.html"), "utf8")).toBe(expected);
    expect(await readFile(path.join(floorDir, "app.js"), "utf8")).toBe("console.log(1)");
    expect(await readFile(path.join(publicDir, "index.html"), "utf8")).toBe(BUILT_PAGE);
    expect(console.log).toHaveBeenCalledWith("floor: 2 HTML pages of as built, 14 scripts cut out.");
  });

  it("says so when the first site holds no build", async () => {
    await expect(withFloor([{ name: "as built", dir }], path.join(dir, "floor"))).rejects.toThrow(
      `No build in ${dir}`,
    );
  });
});
