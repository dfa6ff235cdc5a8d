/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const EDITOR = path.join(ROOT, "src", "editor");
const TEST_UTILS = path.join(ROOT, "src", "test-utils");

/**
 * The site's own sources: what Gatsby bundles for the pages (src/, without tests and their helpers)
 * and its browser and SSR APIs.
 */
function siteSources(): string[] {
  const inSrc = readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" })
    .map((file) => path.join(ROOT, "src", file))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => ![EDITOR, TEST_UTILS].some((folder) => file.startsWith(folder + path.sep)));
  return [...inSrc, ...["gatsby-browser.tsx", "gatsby-ssr.tsx"].map((file) => path.join(ROOT, file))];
}

/**
 * The editor's code, previews included, reaches browsers only in its own bundle at /admin/
 * (internal/editor/), never in the site's pages, so it cannot weigh on their budgets.
 */
describe("the content editor's code", () => {
  it("is imported by none of the site's sources", () => {
    const sources = siteSources();
    expect(sources.length).toBeGreaterThan(50);
    const imports = sources.flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/\bfrom\s+"(\.[^"]+)"/g)].map(
        (match) => [path.relative(ROOT, file), path.resolve(path.dirname(file), match[1])] as const,
      ),
    );
    const intoTheEditor = imports.filter(
      ([, target]) => target === EDITOR || target.startsWith(EDITOR + path.sep),
    );
    expect(intoTheEditor.map(([file, target]) => `${file} imports ${path.relative(ROOT, target)}`)).toEqual(
      [],
    );
  });
});
