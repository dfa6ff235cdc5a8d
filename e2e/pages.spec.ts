import { ALL_PAGES, expect, PAGES, test, VIEWPORTS } from "./support/test";

test.describe("routes", () => {
  test("home page shows every section of the specification", async ({ page, consoleLog }) => {
    const response = await page.goto(PAGES.home);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle("Camelback Digital");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: "Camelback Digital" })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("img", { name: /Camelback Digital logo/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "About Us" })).toBeVisible();
    await expect(page.locator("#about")).toContainText("Scottsdale");
    await expect(page.getByRole("heading", { name: "Web Platforms" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "iOS Applications" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Available on the App Store" })).toBeVisible();
    await expect(page.getByRole("link", { name: "App Details" })).toHaveAttribute("href", PAGES.app);
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
    await expect(page.locator("address")).toContainText("Scottsdale, AZ");
    await expect(page.locator("#contact dd").filter({ hasText: "Please use the contact form" })).toHaveCount(
      2,
    );
    await expect(page.getByRole("form", { name: "Send us a message" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} Camelback Digital.`,
    );
    expect(consoleLog.problems()).toEqual([]);
  });

  test("gallery page shows its title, tagline and six screenshots in two columns", async ({
    page,
    consoleLog,
  }) => {
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      const response = await page.goto(PAGES.gallery);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle("Baby Lullabies | Camelback Digital");
      await expect(page.getByRole("heading", { level: 1, name: "Baby Lullabies" })).toBeVisible();
      await expect(page.getByText("Soothing sounds for peaceful sleep")).toBeVisible();
      const shots = page.getByRole("main").getByRole("listitem");
      await expect(shots).toHaveCount(6);
      const lefts = new Set<number>();
      for (const shot of await shots.all()) {
        const box = await shot.boundingBox();
        if (box) lefts.add(Math.round(box.x));
      }
      expect(lefts.size).toBe(2);
    }
    expect(consoleLog.problems()).toEqual([]);
  });

  test("app page shows headline, badges, App Store button, timer, streaming and screenshots", async ({
    page,
    consoleLog,
  }) => {
    const response = await page.goto(PAGES.app);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Lullabies & Soothing Sounds" })).toBeVisible();
    const badges = page.getByRole("list").filter({ hasText: "Sleep Timer" }).first();
    await expect(badges.getByRole("listitem")).toHaveText([
      "Lullabies & White Noise",
      "Sleep Timer",
      "AirPlay & Bluetooth",
    ]);
    await expect(page.getByRole("link", { name: "Download on the App Store" })).toHaveAttribute(
      "href",
      /^https:\/\//,
    );
    await expect(page.getByText(/from 5 minutes up to all night/)).toBeVisible();
    await expect(page.getByText(/stop the sound automatically when your baby falls asleep/)).toBeVisible();
    await expect(page.getByRole("heading", { name: /AirPlay & Bluetooth/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: "More screenshots" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(consoleLog.problems()).toEqual([]);
  });

  test("the quote tile shows on desktop only", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(PAGES.app);
    const quote = page.getByRole("figure").filter({ has: page.locator("blockquote") });
    await expect(quote).toBeVisible();
    await expect(quote).toContainText("5 out of 5 stars");
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(quote).toBeHidden();
  });

  test("an unknown path shows the 404 page and logs the attempted path", async ({ page, consoleLog }) => {
    const response = await page.goto(ALL_PAGES.notFound);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    // The browser also reports the 404 response of the page itself: expected.
    const ownErrors = () =>
      consoleLog.messages
        .filter((m) => m.type() === "error" || m.type() === "warning")
        .map((m) => m.text())
        .filter((text) => !text.startsWith("Failed to load resource"));
    await expect
      .poll(ownErrors)
      .toEqual([`404 Error: User attempted to access non-existent route: ${ALL_PAGES.notFound}`]);
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the footer shows the visitor's year, not the build year", async ({ page, consoleLog }) => {
    await page.clock.install({ time: new Date("2039-07-01T12:00:00Z") });
    await page.goto(PAGES.home);
    await expect(page.getByRole("contentinfo")).toContainText("© 2039 Camelback Digital.");
    expect(consoleLog.problems()).toEqual([]);
  });
});
