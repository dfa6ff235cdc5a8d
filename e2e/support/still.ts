import type { Page } from "@playwright/test";
import { picturesNotLoaded } from "./pictures";
import { expect } from "./test";

/** The moment pictures of the pages show: the footer's year, the carousels' first screenshot. */
const MOMENT = new Date("2026-06-15T10:00:00Z");

/**
 * Makes the page that `page` opens next hold still for a picture: its clock stands at one moment
 * (the carousels show their first screenshot, the footer a fixed year).
 */
export async function holdStill(page: Page): Promise<void> {
  await page.clock.install({ time: MOMENT });
  await page.clock.pauseAt(new Date(MOMENT.getTime() + 1000));
}

/** Brings every image into view once, so lazy ones load, waits until all have, and goes back up. */
export async function loadEveryImage(page: Page): Promise<void> {
  for (const image of await page.locator("img").all()) await image.scrollIntoViewIfNeeded();
  await expect.poll(() => picturesNotLoaded(page.locator("img"))).toBe(0);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The widths the Products section is pictured at: a phone's, a tablet's, a desktop's. */
export const PRODUCTS_WIDTHS = [375, 768, 1280] as const;

/** Pictures the Products section of the home page at `base` and compares it with the committed `name`. */
export async function expectProductsLookLike(
  page: Page,
  width: number,
  name: string,
  base: string,
): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await holdStill(page);
  await page.goto(`${base}/`);
  await loadEveryImage(page);
  // The whole page, cut to the section: the site's header, fixed at the top of the window, is
  // painted at the page's top, where a picture of the section alone would paint it over the
  // section wherever the window was scrolled to.
  const section = await page.locator("#products").boundingBox();
  if (!section) throw new Error("The home page has no Products section.");
  await expect(page).toHaveScreenshot(name, { animations: "disabled", fullPage: true, clip: section });
}
