/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { indexablePages } from "./sitemap";

const page = (head: string) =>
  `<!doctype html><html lang="en"><head>${head}<title>x</title></head><body></body></html>`;

describe("the sitemap's pages", () => {
  let publicDir: string;
  beforeAll(() => {
    publicDir = mkdtempSync(path.join(os.tmpdir(), "sitemap-"));
    // As Gatsby writes them: x/index.html for /x, and /404.html as it is named.
    const written: Record<string, string> = {
      "index.html": page('<link rel="canonical" href="/">'),
      "privacy/index.html": page(""),
      "404/index.html": page('<meta name="robots" content="noindex">'),
      "404.html": page('<meta name="robots" content="noindex">'),
      "thanks/index.html": page('<meta name="ROBOTS" content="NoIndex, nofollow">'),
      "draft/index.html": page('<meta name="robots" content="none">'),
      "followed/index.html": page('<meta name="robots" content="nofollow">'),
    };
    for (const [file, html] of Object.entries(written)) {
      mkdirSync(path.dirname(path.join(publicDir, file)), { recursive: true });
      writeFileSync(path.join(publicDir, file), html);
    }
  });
  afterAll(() => rmSync(publicDir, { recursive: true, force: true }));

  it("leave out every page whose head asks not to be indexed, whatever its address", async () => {
    const paths = ["/", "/privacy", "/404", "/404.html", "/thanks", "/draft", "/followed"];
    const pages = await indexablePages(
      { allSitePage: { nodes: paths.map((p) => ({ path: p })) } },
      publicDir,
    );
    expect(pages.map((p) => p.path)).toEqual(["/", "/privacy", "/followed"]);
  });

  it("refuse a page the build did not write, rather than list or drop it unread", async () => {
    await expect(
      indexablePages({ allSitePage: { nodes: [{ path: "/missing" }] } }, publicDir),
    ).rejects.toThrow(/ENOENT/);
  });
});
