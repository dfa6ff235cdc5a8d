/**
 * @jest-environment node
 */
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { finishOutput } from "./finish-output";
import { SITE_BLOCK_START } from "./headers-file";
import { scriptHashSource } from "./inline-scripts";

const page = (script: string) =>
  `<!doctype html><html><head><script>${script}</script></head><body></body></html>`;

async function output(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), "output-"));
  await mkdir(path.join(dir, "admin"));
  await writeFile(path.join(dir, "index.html"), page("home()"));
  await writeFile(path.join(dir, "404.html"), page("missing()"));
  await writeFile(
    path.join(dir, "admin", "index.html"),
    "<!doctype html><script src=assets/editor-ABC123.js></script>",
  );
  await writeFile(
    path.join(dir, "_headers"),
    "# gatsby-adapter-netlify start\n/*\n  x-frame-options: DENY\n# gatsby-adapter-netlify end\n",
  );
  return dir;
}

describe("finishing the output", () => {
  it("gives every address of every page a policy for exactly its inline scripts", async () => {
    const dir = await output();
    await finishOutput(dir);
    const headers = await readFile(path.join(dir, "_headers"), "utf8");
    const siteBlock = headers.slice(headers.indexOf(SITE_BLOCK_START));
    /** The first header line of the site's rule for `address`. */
    const blockOf = (address: string) => siteBlock.split(`\n${address}\n`)[1]?.split("\n")[0] ?? "";
    expect(blockOf("/")).toContain(`script-src ${scriptHashSource("home()")};`);
    expect(blockOf("/index.html")).toBe(blockOf("/"));
    // Unknown addresses get the 404 page, under the catch-all rule.
    expect(blockOf("/*")).toBe("  strict-transport-security: max-age=63072000; includeSubDomains; preload");
    const catchAll = siteBlock.split("\n/*\n")[1]?.split("\n/admin/*")[0] ?? "";
    expect(catchAll).toContain(
      `content-security-policy: default-src 'self'; script-src ${scriptHashSource("missing()")};`,
    );
    expect(blockOf("/admin/")).toContain("script-src 'self';");
    expect(blockOf("/admin/")).not.toMatch(/unsafe-eval|localhost/);
    // The adapter's block is kept, before the site's.
    expect(headers.indexOf("x-frame-options: DENY")).toBeLessThan(headers.indexOf("/admin/"));
  });

  it("gives the same file on a second build", async () => {
    const dir = await output();
    await finishOutput(dir);
    const first = await readFile(path.join(dir, "_headers"), "utf8");
    await finishOutput(dir);
    expect(await readFile(path.join(dir, "_headers"), "utf8")).toBe(first);
  });
});
