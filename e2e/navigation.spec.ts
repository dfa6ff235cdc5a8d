import type { Page } from "@playwright/test";
import { specificationContent } from "../internal/test-utils/specification";
import { exposedAsExpanded } from "./support/accessibility-tree";
import { expect, MENU, menuLink, PAGES, test, VIEWPORTS } from "./support/test";

const { site, directory, app } = specificationContent();

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

test.describe("header menu", () => {
  for (const { label, section: id, heading } of MENU) {
    test(`${label} scrolls to its section on the home page`, async ({ page }) => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await page.goto(PAGES.home);
      await page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: label, exact: true })
        .click();
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
    const contactLink = menuLink("contact");
    const contact = page.getByRole("link", { name: contactLink.label, exact: true });
    await expect(contact).toBeHidden();
    expect(await exposedAsExpanded(page, "Menu")).toBe(false);
    await menu.click();
    await expect(contact).toBeVisible();
    expect(await exposedAsExpanded(page, "Menu")).toBe(true);
    await contact.click();
    await expect(page).toHaveURL(/\/#contact$/);
    await expectHeadingClearOfHeader(page, contactLink.heading);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });

  test("on the home page, choosing a section closes the phone menu", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(PAGES.home);
    const products = menuLink("products");
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("link", { name: products.label, exact: true }).click();
    await expect(page).toHaveURL(/\/#products$/);
    await expect(page.getByRole("link", { name: products.label, exact: true })).toBeHidden();
    await expectHeadingClearOfHeader(page, products.heading);
  });

  test("a phone menu left open closes when the window grows to the wide header", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(PAGES.app);
    await page.getByRole("button", { name: "Menu" }).click();
    await page.setViewportSize(VIEWPORTS.desktop);
    await expect(page.locator("[popover]:popover-open")).toHaveCount(0);
    await expect(
      page
        .getByRole("navigation", { name: "Main menu" })
        .getByRole("link", { name: MENU[0].label, exact: true }),
    ).toBeVisible();
  });

  test("the company name leads home", async ({ page }) => {
    await page.goto(PAGES.gallery);
    await page.getByRole("banner").getByRole("link", { name: site.companyName }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { name: site.about.heading })).toBeAttached();
  });
});

test.describe("products", () => {
  test("the directory's link opens its website in a new tab without opener", async ({ page }) => {
    await page.goto(PAGES.home);
    const link = page.getByRole("link", { name: directory.linkLabel });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    await expect(link).toHaveAttribute("href", directory.url);
  });

  test("the app card's link reaches the app page", async ({ page }) => {
    await page.goto(PAGES.home);
    await page.getByRole("link", { name: app.detailsLinkLabel }).click();
    await expect(page).toHaveURL(new RegExp(`${PAGES.app}$`));
    await expect(page.getByRole("heading", { level: 1, name: app.detail.headline })).toBeVisible();
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
    // The click's handler starts the interval a few ms into the paused clock, so the check
    // brackets the specification's 2200 ms: still slide 1 at 2000 ms, slide 2 by 2400 ms.
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
