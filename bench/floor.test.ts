/**
 * @jest-environment node
 */
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { floorPage, makeFloor } from "./floor";
import { imageLoaderScripts } from "./image-loaders";
import { BUILT_PAGE } from "./fixtures/built-page";

const loaders = imageLoaderScripts();

/** The exact text of the one element of the fixture that starts with `start`. */
function elementText(start: string, end = "</script>"): string {
  const from = BUILT_PAGE.indexOf(start);
  if (from < 0 || BUILT_PAGE.indexOf(start, from + 1) >= 0)
    throw new Error(`not once in the fixture: ${start}`);
  return BUILT_PAGE.slice(from, BUILT_PAGE.indexOf(end, from) + end.length);
}

const without = (html: string, ...parts: string[]) =>
  parts.reduce((rest, part) => rest.replace(part, ""), html);

describe("imageLoaderScripts", () => {
  it("knows the head loader and the per-image loader that a built page carries", () => {
    const head = elementText('<script type="module">const e=');
    const perImage = elementText('<script type="module">const t=');
    const text = (element: string) => element.slice(element.indexOf(">") + 1, -"</script>".length);
    expect(loaders).toEqual(new Set([text(head), text(perImage)]));
  });
});

describe("floorPage", () => {
  it("cuts out Gatsby's runtime and the site's scripts, keeps the image loaders and JSON-LD", () => {
    const floor = floorPage(BUILT_PAGE, loaders);
    expect(floor).toMatchObject({ imageLoaders: 2, structuredData: 1, removed: 5, hasGatsbyImages: true });
    expect(floor.html).toBe(
      without(
        BUILT_PAGE,
        elementText('<script id="gatsby-script-loader">'),
        elementText('<script\n            id="gatsby-chunk-mapping"'),
        elementText("<script>window.___webpackCompilationHash"),
        elementText("<script>(function(s){"),
        elementText('<script src="/app-'),
      ),
    );
    expect(floor.html).toContain('<script type="application/ld+json" data-gatsby-head="true">{"@context"');
  });

  it("removes an inline script of the site's own, wherever it is", () => {
    const page = BUILT_PAGE.replace(
      "<main>",
      '<main><script>document.documentElement.classList.add("js")</script><template><script>1</script></template>',
    );
    const expected = floorPage(BUILT_PAGE, loaders).html.replace("<main>", "<main><template></template>");
    expect(floorPage(page, loaders)).toMatchObject({ html: expected, removed: 7 });
  });

  it("keeps a loader only by its exact text, and never a script with a src", () => {
    const [loader] = [...loaders];
    const page =
      `<!DOCTYPE html><html><head></head><body>` +
      `<script type="module">${loader}</script>` +
      `<script type="module">${loader};</script>` +
      `<script type="module" src="/loader.js">${loader}</script>` +
      `<script type=" Application/LD+JSON ">{}</script>` +
      `</body></html>`;
    const floor = floorPage(page, loaders);
    expect(floor).toMatchObject({ imageLoaders: 1, structuredData: 1, removed: 2, hasGatsbyImages: false });
    expect(floor.html).toBe(
      `<!DOCTYPE html><html><head></head><body>` +
        `<script type="module">${loader}</script>` +
        `<script type=" Application/LD+JSON ">{}</script>` +
        `</body></html>`,
    );
  });

  it("leaves a page without scripts as it is", () => {
    const page = "<!DOCTYPE html><html><head><title>x</title></head><body><p>Hi</p></body></html>";
    expect(floorPage(page, loaders)).toEqual({
      html: page,
      imageLoaders: 0,
      structuredData: 0,
      removed: 0,
      hasGatsbyImages: false,
    });
  });
});

describe("makeFloor", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "floor-test-"));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("copies the build and cuts the scripts out of every HTML page, nested ones too", async () => {
    const publicDir = path.join(dir, "public");
    await mkdir(path.join(publicDir, "baby-lullabies"), { recursive: true });
    await writeFile(path.join(publicDir, "index.html"), BUILT_PAGE);
    await writeFile(path.join(publicDir, "baby-lullabies", "index.html"), BUILT_PAGE);
    await writeFile(path.join(publicDir, "app.js"), "console.log(1)");
    const floorDir = path.join(dir, "tmp", "floor");
    await mkdir(floorDir, { recursive: true });
    await writeFile(path.join(floorDir, "left-over.html"), "from an earlier floor");

    const summary = await makeFloor(publicDir, floorDir, loaders);

    expect(summary).toEqual({ pages: 2, removed: 10, imageLoaders: 4, structuredData: 2 });
    const expected = floorPage(BUILT_PAGE, loaders).html;
    expect(await readFile(path.join(floorDir, "baby-lullabies", "index.html"), "utf8")).toBe(expected);
    expect(await readFile(path.join(floorDir, "app.js"), "utf8")).toBe("console.log(1)");
    await expect(readFile(path.join(floorDir, "left-over.html"))).rejects.toThrow();
    expect(await readFile(path.join(publicDir, "index.html"), "utf8")).toBe(BUILT_PAGE);
  });

  it("fails when a page has images but none of the loaders it knows", async () => {
    const publicDir = path.join(dir, "public");
    await mkdir(publicDir);
    await writeFile(path.join(publicDir, "index.html"), BUILT_PAGE);
    await expect(makeFloor(publicDir, path.join(dir, "floor"), new Set(["other loader"]))).rejects.toThrow(
      /index\.html has gatsby-plugin-image images/,
    );
  });
});
