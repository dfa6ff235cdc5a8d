import { groupHeading, specificationContent } from "../internal/test-utils/specification";
import { ALL_PAGES, expect, PAGES, test, VIEWPORTS } from "./support/test";

const { site, directory, app } = specificationContent();

test.describe("routes", () => {
  test("home page shows every section of the specification", async ({ page, consoleLog }) => {
    const response = await page.goto(PAGES.home);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(site.companyName);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: site.companyName })).toHaveAttribute(
      "href",
      "/",
    );
    await expect(page.getByRole("heading", { level: 1, name: site.hero.heading })).toBeVisible();
    await expect(page.getByRole("img", { name: site.logoAlt })).toBeVisible();
    await expect(page.getByRole("heading", { name: site.about.heading })).toBeVisible();
    for (const paragraph of site.about.paragraphs)
      await expect(page.locator("#about")).toContainText(paragraph);
    await expect(page.getByRole("heading", { name: groupHeading("web-platforms") })).toBeVisible();
    await expect(page.getByRole("article", { name: directory.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: groupHeading("apps") })).toBeVisible();
    await expect(page.getByRole("article", { name: app.name })).toBeVisible();
    const tile = site.products.groups.find((group) => group.kind === "apps")?.tile;
    if (!tile)
      throw new Error("site.yaml gives the apps' group no tile; the specification's home page shows one.");
    await expect(page.getByRole("heading", { name: tile.heading })).toBeVisible();
    await expect(page.getByRole("link", { name: app.detailsLinkLabel })).toHaveAttribute("href", PAGES.app);
    const { contact } = site;
    await expect(page.getByRole("heading", { name: contact.heading })).toBeVisible();
    const { address } = contact;
    await expect(page.locator("address")).toContainText(
      `${address.locality}, ${address.region} ${address.postalCode}`,
    );
    // The phone and email entries only say to use the form (specification).
    for (const entry of [contact.phone, contact.email]) {
      const details = page
        .locator("#contact dl > div")
        .filter({ has: page.getByText(entry.label, { exact: true }) });
      await expect(details.locator("dd")).toHaveText(entry.text);
    }
    await expect(page.getByRole("form", { name: "Send us a message" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} ${site.companyName}. ${site.footer.notice}`,
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
      await expect(page).toHaveTitle(`${app.gallery.title} | ${site.companyName}`);
      await expect(page.getByRole("heading", { level: 1, name: app.gallery.title })).toBeVisible();
      await expect(page.getByText(app.gallery.tagline)).toBeVisible();
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
    const { detail } = app;
    await expect(page.getByRole("heading", { level: 1, name: detail.headline })).toBeVisible();
    const badges = page.getByRole("list").filter({ hasText: detail.badges[0] }).first();
    await expect(badges.getByRole("listitem")).toHaveText([...detail.badges]);
    await expect(page.getByRole("link", { name: app.appStore.buttonLabel })).toHaveAttribute(
      "href",
      app.appStore.url,
    );
    // Its sections: for the specification's app, the timer and the AirPlay and Bluetooth ones.
    for (const section of detail.sections) {
      await expect(page.getByRole("heading", { name: section.heading })).toBeVisible();
      await expect(page.getByText(section.text)).toBeVisible();
      for (const chip of section.chips ?? [])
        await expect(page.getByText(chip, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: detail.moreScreenshots.heading })).toBeVisible();
    await expect(page.getByRole("heading", { name: site.contact.heading })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    expect(consoleLog.problems()).toEqual([]);
  });

  test("the quote tile shows on desktop only", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(PAGES.app);
    const quote = page.getByRole("figure").filter({ has: page.locator("blockquote") });
    await expect(quote).toBeVisible();
    await expect(quote).toContainText(app.detail.quote.text);
    await expect(quote).toContainText(`${app.detail.quote.rating} out of 5 stars`);
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(quote).toBeHidden();
  });

  test("an unknown path shows the 404 page and logs the attempted path", async ({ page, consoleLog }) => {
    const response = await page.goto(ALL_PAGES.notFound);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: site.notFound.title })).toBeVisible();
    await expect(page.getByRole("link", { name: site.notFound.linkLabel })).toHaveAttribute("href", "/");
    // Logged as information: the page works as it should, and logs no error of its own (the
    // browser reports the 404 response of the page itself: expected).
    const logged = () => consoleLog.messages.filter((m) => m.type() === "info").map((m) => m.text());
    await expect
      .poll(logged)
      .toEqual([`404 Error: User attempted to access non-existent route: ${ALL_PAGES.notFound}`]);
    expect(consoleLog.problems().filter((text) => !text.includes("Failed to load resource"))).toEqual([]);
    await page.getByRole("link", { name: site.notFound.linkLabel }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the footer shows the visitor's year, not the build year", async ({ page, consoleLog }) => {
    await page.clock.install({ time: new Date("2039-07-01T12:00:00Z") });
    await page.goto(PAGES.home);
    await expect(page.getByRole("contentinfo")).toContainText(`© 2039 ${site.companyName}.`);
    expect(consoleLog.problems()).toEqual([]);
  });
});
