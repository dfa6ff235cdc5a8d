import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { exposedAsExpanded } from "./support/accessibility-tree";
import { specificationContent } from "../internal/test-utils/specification";
import { COLOR_SCHEMES, EVERY_PAGE, expect, MENU, PAGES, test, VIEWPORTS } from "./support/test";

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    // In the page itself: its default opens a blank page of its own to gather the results of
    // frames from other origins, which the site's pages have none of.
    .setLegacyMode()
    .analyze();
  // With what axe measured (a contrast's colours), so that a failure says what axe saw.
  return results.violations.map((v) => {
    const nodes = v.nodes.map((n) =>
      [n.target.join(" "), ...n.any.map((c) => JSON.stringify(c.data))].join(" "),
    );
    return `${v.id}: ${v.help} (${nodes.join(", ")})`;
  });
}

/**
 * Runs axe at each width in each colour scheme on the page as it stands: the page is loaded once
 * and resized and re-coloured in place, as a visitor who turns a phone or switches to night does.
 */
async function expectNoViolationsAnywhere(page: Page, widths = Object.entries(VIEWPORTS)) {
  for (const colorScheme of COLOR_SCHEMES) {
    await page.emulateMedia({ colorScheme });
    for (const [viewportName, viewport] of widths) {
      await page.setViewportSize(viewport);
      expect.soft(await axeViolations(page), `at ${viewportName} width, ${colorScheme} scheme`).toEqual([]);
    }
  }
}

test.describe("WCAG 2.1 A/AA at phone and desktop widths, in the light and the dark scheme", () => {
  test.beforeEach(({ page }) => page.emulateMedia({ reducedMotion: "reduce" }));

  for (const [name, path] of Object.entries(EVERY_PAGE)) {
    test(`${name} page has no axe violations`, async ({ page }) => {
      await page.goto(path);
      await expectNoViolationsAnywhere(page);
    });
  }

  test("for a visitor who prefers reduced motion, nothing moves as the scheme or the width changes", async ({
    page,
  }) => {
    await page.goto(PAGES.home);
    await page.emulateMedia({ colorScheme: "dark" });
    await page.setViewportSize(VIEWPORTS.phone);
    // Read at once: a transition, however short, would still be running.
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
  });

  test("the form showing an error, then the page after sending, have no axe violations", async ({ page }) => {
    await page.goto(PAGES.home);
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Name" }).fill("Ada");
    await form.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
    await form.getByRole("textbox", { name: "Message" }).fill("Short");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("alert")).toHaveText("Please confirm you are human.");
    await expect(form.getByText("Please write at least 10 characters")).toBeVisible();
    await expectNoViolationsAnywhere(page);

    await form.getByRole("textbox", { name: "Message" }).fill("A message long enough to send.");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
    await expectNoViolationsAnywhere(page);
  });

  test("the open phone menu has no axe violations", async ({ page }) => {
    // The menu button exists below 768 px only.
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(PAGES.gallery);
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("link", { name: MENU[0].label, exact: true })).toBeVisible();
    await expectNoViolationsAnywhere(page, [["phone", VIEWPORTS.phone]]);
  });
});

test.describe("keyboard", () => {
  test("the home page can be used with the keyboard alone", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(PAGES.home);

    // The skip link comes first, shows when focused and moves focus to the main content.
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    // Menu: from the top of a fresh page, Tab reaches the company link, then each menu link.
    await page.goto(PAGES.home);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const { companyName } = specificationContent().site;
    await expect(page.getByRole("banner").getByRole("link", { name: companyName })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: MENU[0].label, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`#${MENU[1].section}$`));

    // Carousel: its controls are reachable and work from the keyboard.
    const pause = page.getByRole("button", { name: "Pause slide show" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Play slide show" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Next screenshot" })).toBeFocused();
    // The slide show may have turned before it was paused: Next moves on from where it stopped.
    const slide = page.getByRole("group", { name: /of 3$/ });
    const shown = Number((await slide.getAttribute("aria-label"))?.split(" ")[0]);
    await page.keyboard.press("Enter");
    await expect(slide).toHaveAccessibleName(`${(shown % 3) + 1} of 3`);

    // Form: fill every field and tick the box with the keyboard.
    const form = page.getByRole("form", { name: "Send us a message" });
    await form.getByRole("textbox", { name: "Name" }).focus();
    await page.keyboard.type("Keyboard User");
    await page.keyboard.press("Tab");
    await page.keyboard.type("keys@example.com");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Typed without a mouse.");
    await page.keyboard.press("Tab");
    await expect(form.getByRole("checkbox")).toBeFocused();
    await page.keyboard.press("Space");
    await expect(form.getByRole("checkbox")).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(form.getByRole("button", { name: "Send Message" })).toBeFocused();
    await Promise.all([page.waitForRequest((r) => r.method() === "POST"), page.keyboard.press("Enter")]);
    await expect(page.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  });

  test("the phone menu opens, closes with Escape and is usable by keyboard", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(PAGES.app);
    const menu = page.getByRole("button", { name: "Menu" });
    await menu.focus();
    await page.keyboard.press("Enter");
    expect(await exposedAsExpanded(page, "Menu")).toBe(true);
    await page.keyboard.press("Tab");
    const first = page.getByRole("link", { name: MENU[0].label, exact: true });
    await expect(first).toBeFocused();
    await page.keyboard.press("Escape");
    expect(await exposedAsExpanded(page, "Menu")).toBe(false);
    await expect(first).toBeHidden();
    await expect(menu).toBeFocused();
  });
});
