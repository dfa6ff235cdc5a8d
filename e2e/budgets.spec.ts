import path from "node:path";
import { expect, gotoHydrated, PAGES, test } from "./support/test";
import { pageJavaScript } from "./support/page-javascript";

const PUBLIC = path.resolve(__dirname, "../public");
/** Issue 6's budget: Gatsby's framework, app and page chunks together, compressed. */
const JS_BUDGET_BYTES = 90 * 1024;
/** First load of the home page, everything transferred. */
const HOME_BUDGET_BYTES = 300 * 1024;

for (const [name, pagePath] of Object.entries({ ...PAGES, notFound: "/404.html" })) {
  test(`${name} loads at most 90 KB of compressed JavaScript`, () => {
    const { gzipBytes, files } = pageJavaScript(PUBLIC, pagePath);
    expect(files.length).toBeGreaterThan(0);
    expect(gzipBytes, `${files.join(", ")}: ${(gzipBytes / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(
      JS_BUDGET_BYTES,
    );
  });
}

test("the home page's first load transfers at most 300 KB in all", async ({ page }) => {
  const sizes: Promise<number>[] = [];
  // Bytes on the wire: encoded (compressed) bodies plus headers, as Lighthouse counts them.
  page.on("requestfinished", (request) => {
    sizes.push(request.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  });
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto(PAGES.home, { waitUntil: "networkidle" });
  const total = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
  expect(sizes.length).toBeGreaterThan(5);
  expect(total, `${(total / 1024).toFixed(1)} KB in ${sizes.length} requests`).toBeLessThanOrEqual(
    HOME_BUDGET_BYTES,
  );
});

// The built pages load Gatsby's scripts through the after-paint loader: as async tags they would
// be requested while the HTML is still being parsed. (That the loader waits for the first frame
// is checked by its unit test, src/deploy/scripts-after-paint.test.ts.)
for (const [name, pagePath] of Object.entries(PAGES)) {
  test(`${name}: Gatsby's scripts are requested only once the HTML is parsed`, async ({ page }) => {
    await gotoHydrated(page, pagePath);
    const { parsed, scripts } = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).domInteractive,
      scripts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(parsed).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(parsed);
  });
}
