import { gzipSync } from "node:zlib";
import { compileSiteScript } from "../internal/behaviours/compile-site-script";
import { inlineScripts } from "../internal/deploy/inline-scripts";
import { ALL_PAGES, expect, PAGES, test } from "./support/test";

/** First load of the home page, everything transferred. */
const HOME_BUDGET_BYTES = 300 * 1024;
/**
 * A page's HTML, compressed, fits the first round trip of a new connection (about 14 KB: ten
 * TCP segments), so the browser can start rendering after one round trip.
 */
const HTML_BUDGET_BYTES = 14 * 1024;
/** The project's own inline script (src/behaviours/), as built. */
const SITE_SCRIPT_BUDGET_BYTES = 4 * 1024;

test("the home page's first load transfers at most 300 KB in all", async ({ page }) => {
  const sizes: Promise<number>[] = [];
  // Bytes on the wire: encoded (compressed) bodies plus headers, as Lighthouse counts them.
  page.on("requestfinished", (request) => {
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(PAGES.home, { waitUntil: "networkidle" });
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  // The page and its pictures, and nothing else: no scripts, no page data.
  expect(sizes.length).toBeGreaterThanOrEqual(3);
  expect(total, `${(total / 1024).toFixed(1)} KB in ${sizes.length} requests`).toBeLessThanOrEqual(
    HOME_BUDGET_BYTES,
  );
});

for (const [name, pagePath] of Object.entries(ALL_PAGES)) {
  test(`${name} loads no JavaScript file and no page data`, async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script" || request.url().includes("/page-data/")) {
        fetched.push(request.url());
      }
    });
    await page.goto(pagePath, { waitUntil: "networkidle" });
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState("networkidle");
    expect(fetched).toEqual([]);
  });
}

test(`the site's own script is at most ${SITE_SCRIPT_BUDGET_BYTES / 1024} KB compressed`, () => {
  const size = gzipSync(compileSiteScript(), { level: 9 }).length;
  expect(size, `${(size / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(SITE_SCRIPT_BUDGET_BYTES);
});

for (const [name, pagePath] of Object.entries(ALL_PAGES)) {
  test(`${name} carries the site's script once and fits the first round trip compressed`, async ({
    request,
  }) => {
    const html = await (await request.get(pagePath)).body();
    expect(inlineScripts(html.toString("utf8")).filter((text) => text === compileSiteScript())).toHaveLength(
      1,
    );
    const compressed = gzipSync(html, { level: 9 }).length;
    expect(compressed, `${(compressed / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(HTML_BUDGET_BYTES);
  });
}
