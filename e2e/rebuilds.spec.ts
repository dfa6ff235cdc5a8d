import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { CONTENT_DIR } from "../internal/content-files/content-folder";
import { OUTPUT_FOLDER } from "../internal/deploy/site-output";
import { gatsbyBuild } from "../internal/scratch-site";
import { checkOutput } from "../internal/test-utils/check-output";
import { siteFile } from "../src/content-model/content";
import { expect, test } from "./support/test";

/**
 * Builds go on working after the first, where `npm run build` built: Netlify restores the last
 * build's .cache/ and public/ before each build, and a developer rebuilds in place. Run last
 * (playwright.config.ts), after the tests that read public/; content/site.yaml is always restored.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, OUTPUT_FOLDER);
const SITE_FILE = path.join(CONTENT_DIR, siteFile.file);

/** Every file of public/, by its path, with the SHA-256 of its bytes. */
function written(): Map<string, string> {
  return new Map(
    readdirSync(PUBLIC, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(PUBLIC, file), createHash("sha256").update(readFileSync(file)).digest("hex")];
      }),
  );
}

/** The files a build wrote otherwise than `before`, or wrote and `before` had not, or left out. */
function changedSince(before: Map<string, string>): string[] {
  const after = written();
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file),
  );
}

let first: Map<string, string>;

test("the build's output is what Netlify should serve", async () => {
  // Its parsers, its precedence, every page's policy against the page's own inline scripts,
  // caching; that each page then loads in Chromium with its policy is in deploy.spec.ts.
  expect(await checkOutput(PUBLIC)).toEqual([]);
  first = written();
});

test("a build after an editor changes a text shows it, with headers that still fit the pages", async ({
  page,
}) => {
  const original = readFileSync(SITE_FILE, "utf8");
  const heading = `Rebuilt after an edit at ${new Date().toISOString()}`;
  try {
    const site = yaml.load(original) as { hero: { heading: string } };
    site.hero.heading = heading;
    writeFileSync(SITE_FILE, yaml.dump(site, { lineWidth: 100 }));
    gatsbyBuild(ROOT);
    await page.setContent(readFileSync(path.join(PUBLIC, "index.html"), "utf8"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    expect(await checkOutput(PUBLIC)).toEqual([]);
  } finally {
    writeFileSync(SITE_FILE, original);
  }
});

// Also a build in a row: of the same content as the first, on its cache, it must change nothing.
test("with the text changed back, a build writes the first build's bytes again", () => {
  gatsbyBuild(ROOT);
  expect(changedSince(first)).toEqual([]);
});
