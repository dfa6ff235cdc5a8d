import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { validateContent } from "../internal/content/validate-content";
import { contentFiles } from "../src/content/content-files";
import { expect, PAGES, test } from "./support/test";

const ROOT = path.resolve(__dirname, "..");
/** Where Decap CMS looks for decap-server (`local_backend: true`). */
const DECAP_SERVER_PORT = "8081";

/** `npx decap-server` as an editor runs it, on a copy of the content so the test edits no real file. */
async function startDecapServer(repo: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repo,
    env: { ...process.env, PORT: DECAP_SERVER_PORT, GIT_REPO_DIRECTORY: repo, MODE: "fs" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.on("exit", (code) =>
      reject(new Error(`decap-server exited (${code}); is port ${DECAP_SERVER_PORT} free?\n${output}`)),
    );
  });
  return server;
}

test.describe("the content editor at /admin/", () => {
  test("is kept out of search engines and of the sitemap", async ({ page, request }) => {
    const response = await request.get("/admin/");
    expect(response.status()).toBe(200);
    expect(response.headers()["x-robots-tag"]).toBe("noindex");
    await page.goto("/admin/");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "none");
    const sitemap = await (await request.get("/sitemap-0.xml")).text();
    expect(sitemap).not.toContain("/admin");
  });

  test("runs one content-hashed bundle from the site and no inline script", async ({ page, request }) => {
    await page.goto("/admin/");
    const scripts = await page
      .locator("script")
      .evaluateAll((elements) =>
        elements.map((script) => ({ src: script.getAttribute("src"), inline: script.textContent !== "" })),
      );
    // The editor's Content-Security-Policy runs scripts from the site only; the name changes with
    // the content, so the bundle can be cached for good.
    expect(scripts).toEqual([
      { src: expect.stringMatching(/^\/admin\/assets\/cms-[A-Z0-9]{8}\.js$/), inline: false },
    ]);
    const bundle = await request.get(scripts[0]?.src ?? "");
    expect(bundle.headers()["content-type"]).toMatch(/javascript/);
  });

  test("no public page loads its code", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    for (const pagePath of Object.values(PAGES)) {
      await page.goto(pagePath, { waitUntil: "networkidle" });
    }
    expect(scripts.filter((script) => /admin|decap|cms|identity/i.test(script))).toEqual([]);
  });

  test("lets an editor change the directory's summary, saved to the YAML file", async ({
    page,
    consoleLog,
  }) => {
    test.setTimeout(60_000);
    const repo = mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
    cpSync(path.join(ROOT, "content"), path.join(repo, "content"), { recursive: true });
    const server = await startDecapServer(repo);
    try {
      await page.goto("/admin/");
      await expect(page).toHaveTitle("Content editor");
      await page.getByRole("button", { name: "Login" }).click();
      await page.getByText("Directory", { exact: true }).click();

      const summary = page.getByLabel("Summary", { exact: true });
      await expect(summary).toHaveValue(/Botox/);
      const newSummary = "Find and compare trusted Botox providers near you, checked by our editors.";
      await summary.fill(newSummary);
      await page.getByRole("button", { name: "Publish" }).click();
      await page.getByText("Publish now").click();

      const file = path.join(repo, "content", "directory.yaml");
      await expect
        .poll(() => (yaml.load(readFileSync(file, "utf8")) as { summary: string }).summary)
        .toBe(newSummary);
      // What the editor saved passes the same checks as the build.
      expect(validateContent(path.join(repo, "content"), contentFiles)).toEqual([]);
      expect(consoleLog.problems()).toEqual([]);
    } finally {
      server.kill();
      rmSync(repo, { recursive: true, force: true });
    }
  });
});
