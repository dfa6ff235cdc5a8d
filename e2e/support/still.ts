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
