import type { Page, Request } from "@playwright/test";
import { CAROUSEL_INTERVAL_MS } from "../src/behaviours/carousel";
import { STORAGE_KEYS } from "../src/lib/contact-form/history-storage";
import { exposedAsExpanded } from "./support/accessibility-tree";
import { specificationContent } from "../internal/test-utils/specification";
import { expect, MENU, PAGES, test, throttleCpu, VIEWPORTS } from "./support/test";

/**
 * What a visitor on a slow phone can do from the first moment a page shows: the pages run no
 * framework, and what they do in the browser is ready before the first paint. Every test here
 * runs on a CPU four times slower (as Lighthouse's mobile runs do) and acts as soon as the page
 * shows the control, without waiting for the page to finish loading.
 */
test.beforeEach(async ({ page }) => {
  await throttleCpu(page, 4);
});

const slide = (page: Page) => page.getByRole("group", { name: /of 3$/ });

test("the phone menu opens on the first tap", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(PAGES.gallery, { waitUntil: "commit" });
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(page.getByRole("link", { name: MENU[0].label, exact: true })).toBeVisible();
  expect(await exposedAsExpanded(page, "Menu")).toBe(true);
});

test.describe("the carousel", () => {
  /** A paused clock, so the test decides when time passes; the page is loaded on it. */
  async function loadOnPausedClock(page: Page) {
    const start = new Date("2031-01-01T09:00:00Z").getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
    await page.goto(PAGES.home, { waitUntil: "domcontentloaded" });
  }

  test("turns every 2200 ms from the moment the page is loaded, endlessly", async ({ page }) => {
    await loadOnPausedClock(page);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 1);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    await page.clock.runFor(1);
    await expect(slide(page)).toHaveAccessibleName("2 of 3");
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(slide(page)).toHaveAccessibleName("3 of 3");
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
  });

  test("holds still while hovered or focused, and when paused", async ({ page }) => {
    await loadOnPausedClock(page);
    const carousel = page.getByRole("region", { name: specificationContent().app.carousel.label });
    await carousel.hover();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    await page.mouse.move(0, 0);
    await page.getByRole("button", { name: "Next screenshot" }).focus();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    await page.getByRole("button", { name: "Pause slide show" }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    await expect(page.getByRole("button", { name: "Play slide show" })).toBeVisible();
  });

  test("does not turn for a visitor who prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await loadOnPausedClock(page);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    await expect(page.getByRole("button", { name: "Play slide show" })).toBeVisible();
  });
});

test.describe("the contact form", () => {
  /** A slow network too, so the page arrives in pieces and the form is usable before it ends. */
  async function slowNetwork(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 300,
      downloadThroughput: (200 * 1024) / 8,
      uploadThroughput: (200 * 1024) / 8,
    });
  }

  test("checks a submit that comes before the page has finished loading", async ({ page }) => {
    await slowNetwork(page);
    const posts: Request[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request);
    });
    await page.goto(PAGES.app, { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Message" }).fill("Early but long enough");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please confirm you are human.");
    expect(posts).toEqual([]);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.attempts)).toBeNull();
  });

  test("counts the message from the first keystroke", async ({ page }) => {
    await page.goto(PAGES.home, { waitUntil: "commit" });
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Message" }).pressSequentially("Hello");
    await expect(form.getByText("5 of 5,000 characters")).toBeVisible();
    await expect(form.getByText("Please write at least 10 characters")).toBeVisible();
  });
});
