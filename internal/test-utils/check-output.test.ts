/**
 * @jest-environment node
 */
import { appendFile, mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { checkOutput } from "./check-output";
import { finishOutput } from "../deploy/finish-output";

const HASH = "0123456789abcdef0123456789abcdef";
const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script></head><body>x</body></html>`;

/**
 * A small output as gatsby-adapter-netlify leaves it: its block of Gatsby's default headers, less
 * those the site sets itself (`extra` adds lines to its catch-all).
 */
async function adaptedOutput(extra: readonly string[] = []): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "checked-"));
  await mkdir(path.join(dir, "static", HASH), { recursive: true });
  await writeFile(path.join(dir, "index.html"), page("home()"));
  await writeFile(path.join(dir, "404.html"), page("missing()"));
  await writeFile(path.join(dir, "static", HASH, "shot.avif"), "");
  await writeFile(path.join(dir, "app-0123456789abcdef0123.js"), "");
  await writeFile(path.join(dir, "manifest.webmanifest"), "{}");
  await writeFile(
    path.join(dir, "_redirects"),
    "# gatsby-adapter-netlify start\n\n# gatsby-adapter-netlify end\n",
  );
  await writeFile(
    path.join(dir, "_headers"),
    [
      "# gatsby-adapter-netlify start",
      "/*",
      "  cache-control: public, max-age=0, must-revalidate",
      ...extra,
      "  x-content-type-options: nosniff",
      "  referrer-policy: same-origin",
      "  x-frame-options: DENY",
      "/static/*",
      "  cache-control: public, max-age=31536000, immutable",
      "/app-0123456789abcdef0123.js",
      "  cache-control: public, max-age=31536000, immutable",
      "# gatsby-adapter-netlify end",
      "",
    ].join("\n"),
  );
  await finishOutput(dir);
  return dir;
}

describe("checking the output as Netlify serves it", () => {
  it("finds nothing wrong with the adapter's output finished by the site", async () => {
    expect(await checkOutput(await adaptedOutput())).toEqual([]);
  });

  it("finds a header that both the adapter's rules and the site's set for one path", async () => {
    const dir = await adaptedOutput(["  x-xss-protection: 1; mode=block"]);
    expect(await checkOutput(dir)).toEqual(["_headers: x-xss-protection for /* is set by two rules"]);
  });

  it("finds a page whose inline script its policy does not allow", async () => {
    const dir = await adaptedOutput();
    await writeFile(path.join(dir, "index.html"), page("changed()"));
    const problems = await checkOutput(dir);
    expect(problems.some((p) => p.startsWith("/ (index.html): the inline script 'sha256-"))).toBe(true);
    expect(problems.some((p) => p.includes("allows scripts it does not have"))).toBe(true);
  });

  it("finds a security header a later rule changes, and immutable caching of an unhashed file", async () => {
    const dir = await adaptedOutput();
    await appendFile(
      path.join(dir, "_headers"),
      "/manifest.webmanifest\n  cache-control: public, max-age=31536000, immutable\n/*\n  x-frame-options: SAMEORIGIN\n",
    );
    const problems = await checkOutput(dir);
    expect(problems).toContain("/manifest.webmanifest: immutable, but its name carries no content hash");
    expect(problems).toContain('/: x-frame-options is "SAMEORIGIN", expected "DENY"');
  });

  it("finds a _headers file Netlify cannot read", async () => {
    const dir = await adaptedOutput();
    await appendFile(path.join(dir, "_headers"), "/broken\n  : a value without a name\n");
    expect((await checkOutput(dir))[0]).toMatch(/^_headers: /);
  });
});
