import type { Page } from "@playwright/test";
import { exposedAsExpanded } from "./support/accessibility-tree";
import { expect, PAGES, test, VIEWPORTS } from "./support/test";

/** The heading is on screen and not under the fixed header. */
async function expectHeadingClearOfHeader(page: Page, name: string) {
  const heading = page.getByRole("heading", { level: 2, name });
  await expect(heading).toBeInViewport();
  await expect
    .poll(async () => {
      const header = await page.getByRole("banner").boundingBox();
      const box = await heading.boundingBox();
      return header && box ? box.y - (header.y + header.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
}

const SECTIONS = [
  ["About", "about", "About Us"],
  ["Products", "products", "Our Products"],
  ["Contact", "contact", "Get In Touch"],
] as const;

test.describe("header menu", () => {
  for (const [label, id, heading] of SECTIONS) {
    test(`${label} scrolls to its section on the home page`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto(PAGES.home);
      await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectHeadingClearOfHeader(page, heading);
    });

    test(`${label} leads from the app page to its section on the home page`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto(PAGES.app);
      await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/#${id}$`));
      await expectHeadingClearOfHeader(page, heading);
    });
  }

  test("works on a phone through the menu button", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(PAGES.gallery);
    const menu = page.getByRole("button", { name: "Menu" });
    const contact = page.getByRole("link", { name: "Contact" });
    await expect(contact).toBeHidden();
    expect(await exposedAsExpanded(page, "Menu")).toBe(false);
    await menu.click();
    await expect(contact).toBeVisible();
    expect(await exposedAsExpanded(page, "Menu")).toBe(true);
    await contact.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectHeadingClearOfHeader(page, "Get In Touch");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });

  test("on the home page, choosing a section closes the phone menu", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(PAGES.home);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: "Products" }).click();
    await expect(page).toHaveURL(/\/#products$/);
    await expect(page.getByRole("link", { name: "Products" })).toBeHidden();
    await expectHeadingClearOfHeader(page, "Our Products");
  });

  test("a phone menu left open closes when the window grows to the wide header", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(PAGES.app);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(page.locator("[popover]:popover-open")).toHaveCount(0);
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "About" }),
    ).toBeVisible();
  });

  test("the company name leads home", async ({ page }) => {
    await page.goto(PAGES.gallery);
    await page.getByRole("banner").getByRole("link", { name: "Camelback Digital" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: "About Us" })).toBeAttached();
  });
});

test.describe("products", () => {
  test("Visit Website opens the directory in a new tab without opener", async ({ page }) => {
    await page.goto(PAGES.home);
    const link = page.getByRole("link", { name: /Visit Website/ });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  });

  test("App Details reaches the app page", async ({ page }) => {
    await page.goto(PAGES.home);
    await page.getByRole("link", { name: "App Details" }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGES.app}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Lullabies & Soothing Sounds" })).toBeVisible();
  });
});

test.describe("carousel", () => {
  const slide = (page: Page) => page.getByRole("group", { name: /of 3$/ });

  test("turns every 2200 ms, wraps around and stops when paused", async ({ page }) => {
    await page.clock.install();
    await page.goto(PAGES.home);
    const pause = page.getByRole("button", { name: "Pause slide show" });
    const play = page.getByRole("button", { name: "Play slide show" });
    const leave = async () => {
      // Hovering or focusing the carousel holds it still: move away from it.
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    };
    // Stop the clock, then start the slide show at a known instant to check the exact interval.
    await pause.click();
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await play.click();
    await leave();
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    // Effects start the interval a frame after the click (a few ms of the paused clock), so the
    // check brackets 2200 ms: still slide 1 at 2000 ms, slide 2 by 2400 ms.
    await page.clock.runFor(2000);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    await page.clock.runFor(400);
    await expect(slide(page)).toHaveAccessibleName("2 of 3");
    await page.clock.runFor(2200);
    await expect(slide(page)).toHaveAccessibleName("3 of 3");
    await page.clock.runFor(2200);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");

    await pause.click();
    await leave();
    await page.clock.runFor(2200 * 3);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
  });

  test("does not turn when reduced motion is preferred", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(PAGES.home);
    await page.clock.runFor(2200 * 3);
    await expect(slide(page)).toHaveAccessibleName("1 of 3");
    await expect(page.getByRole("button", { name: "Play slide show" })).toBeVisible();
  });
});
