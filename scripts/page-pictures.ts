/**
 * Full-page screenshots of every page at phone and desktop width, in the light and the dark colour
 * scheme, for looking at what we build.
 *   npm run build && npm run screenshots   →   screenshots/<page>-<width>-<scheme>.png
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { currentContent, sitePages } from "../internal/content-files/current-content";
import { MISSING_PAGE_PATH } from "../internal/deploy/site-output";
import { CHROMIUM_FLAGS, chromiumPath } from "../internal/test-browser/chromium";
import { scrollThrough } from "../internal/test-browser/scroll";
import { startSiteServer } from "../server/start-server";

/** The home page, the privacy policy, every app's pages (by its file's name), and the 404 page. */
const PAGES: Record<string, string> = {
  home: sitePages().home,
  privacy: currentContent().site.privacy.path,
  ...Object.fromEntries(
    currentContent().apps.flatMap(({ slug, content }) => [
      ...(content.gallery ? [[`${slug}-gallery`, content.gallery.path]] : []),
      [`${slug}-app`, content.detail.path],
      [`${slug}-privacy`, content.privacy.path],
      [`${slug}-support`, content.support.path],
    ]),
  ),
  "not-found": MISSING_PAGE_PATH,
};
const WIDTHS = [375, 1280];
const SCHEMES = ["light", "dark"] as const;
const OUT = path.resolve("screenshots");

async function main() {
  mkdirSync(OUT, { recursive: true });
  const server = await startSiteServer();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    for (const [width, colorScheme] of WIDTHS.flatMap((w) => SCHEMES.map((s) => [w, s] as const))) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, colorScheme });
      for (const [name, url] of Object.entries(PAGES)) {
        await page.goto(server.url + url, { waitUntil: "networkidle" });
        // Scroll through so lazy images load, then back to the top.
        await scrollThrough(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.waitForTimeout(700);
        const file = path.join(OUT, `${name}-${width}-${colorScheme}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      if (width < 768) {
        // The phone menu, open.
        await page.goto(`${server.url}/`, { waitUntil: "networkidle" });
        await page.getByRole("button", { name: "Menu" }).click();
        const file = path.join(OUT, `menu-open-${width}-${colorScheme}.png`);
        await page.screenshot({ path: file });
        console.log(file);
      }
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
