import { specificationContent } from "../internal/content-files/current-content";
import { APPLE_NO_DATA } from "../src/lib/apple-privacy";
import { APP_SITE_ASSOCIATION_PATH, RELEASES_FEED_PATH, SITE_URL } from "../src/lib/addresses";
import { longDay, newestFirst, versionAnchor } from "../src/lib/releases";
import { readFeed } from "./support/feed";
import { ALL_PAGES, expect, PAGES, test } from "./support/test";

/**
 * What an app publisher hosts beside the specification's pages: the privacy policy, the app's
 * privacy and support pages, its release notes and the releases feed, from the frozen content.
 */
const { site, app } = specificationContent();
const releases = newestFirst(app.releases);
const [latest] = releases;
const FORM = "Send us a message";

test("every page's footer links to the privacy policy, which says when it changed and what it covers", async ({
  page,
  consoleLog,
}) => {
  for (const address of Object.values(PAGES)) {
    await page.goto(address);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: site.privacy.linkLabel }),
    ).toHaveAttribute("href", PAGES.privacy);
  }
  await page.getByRole("contentinfo").getByRole("link", { name: site.privacy.linkLabel }).click();
  await expect(page).toHaveURL(`${PAGES.privacy}`);
  await expect(page).toHaveTitle(`${site.privacy.title} | ${site.companyName}`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", site.privacy.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${SITE_URL}${PAGES.privacy}`);
  await expect(page.getByRole("heading", { level: 1, name: site.privacy.title })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(
    `${site.privacy.updatedLabel} ${longDay(site.privacy.updated, "en")}`,
  );
  await expect(page.locator(`time[datetime="${site.privacy.updated}"]`)).toBeVisible();
  // Its sections, then the company's postal address, as the contact section gives it.
  await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
    ...site.privacy.sections.map((section) => section.heading),
    site.privacy.addressHeading,
  ]);
  for (const section of site.privacy.sections) {
    const part = page.getByRole("region", { name: section.heading });
    for (const paragraph of section.paragraphs) await expect(part).toContainText(paragraph);
  }
  const { street, locality, region, postalCode, country } = site.contact.address;
  const address = page.getByRole("region", { name: site.privacy.addressHeading }).locator("address");
  // The country is given as its code, and named in the page's language.
  expect(country).toBe("US");
  for (const line of [site.companyName, street, `${locality}, ${region} ${postalCode}`, "United States"])
    await expect(address).toContainText(line);
  expect(consoleLog.problems()).toEqual([]);
});

test("beside the contact form's Send button, a visitor reads what becomes of a message and finds the policy", async ({
  page,
}) => {
  for (const address of [PAGES.home, PAGES.app, PAGES.appSupport]) {
    await page.goto(address);
    const form = page.getByRole("form", { name: FORM });
    await expect(form).toContainText(`${site.privacy.formNote} ${site.privacy.linkLabel}`);
    await expect(form.getByRole("link", { name: site.privacy.linkLabel })).toHaveAttribute(
      "href",
      PAGES.privacy,
    );
  }
});

test("the app page links its support and privacy pages and shows what is new in its newest version", async ({
  page,
  consoleLog,
}) => {
  await page.goto(PAGES.app);
  const whatsNew = page.getByRole("region", { name: `${site.releases.newest} ${latest?.version}` });
  await expect(whatsNew).toBeVisible();
  await expect(whatsNew.getByRole("listitem")).toHaveText(latest?.notes ?? []);
  await expect(whatsNew.locator("time")).toHaveAttribute("datetime", latest?.date ?? "");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    mainEntity: { "@type": "MobileApplication", softwareVersion: latest?.version },
  });

  const hero = page.getByRole("region", { name: app.detail.headline });
  await hero.getByRole("link", { name: app.privacy.linkLabel }).click();
  await expect(page).toHaveURL(PAGES.appPrivacy);
  await page.goBack();
  await hero.getByRole("link", { name: app.support.linkLabel }).click();
  await expect(page).toHaveURL(PAGES.appSupport);
  expect(consoleLog.problems()).toEqual([]);
});

test("the app's privacy page says what the app collects in Apple's terms, then the rest of its policy", async ({
  page,
}) => {
  await page.goto(PAGES.appPrivacy);
  await expect(page).toHaveTitle(`${app.privacy.title} | ${site.companyName}`);
  await expect(page.getByRole("heading", { level: 1, name: app.privacy.title })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(app.privacy.intro);
  await expect(page.getByRole("main")).toContainText(
    `${site.privacy.updatedLabel} ${longDay(app.privacy.updated, "en")}`,
  );
  // The specification's app collects nothing.
  expect(app.privacy.data).toBeUndefined();
  await expect(page.getByRole("region", { name: app.privacy.dataHeading })).toHaveText(
    `${app.privacy.dataHeading}${APPLE_NO_DATA}`,
  );
  for (const section of app.privacy.sections)
    await expect(page.getByRole("region", { name: section.heading })).toContainText(
      section.paragraphs[0] ?? "",
    );
  await expect(page.getByRole("region", { name: site.privacy.addressHeading })).toContainText(
    site.contact.address.street,
  );
});

test("the app's support page gives what it needs, answers, every version newest first, and the company's address and form", async ({
  page,
}) => {
  await page.goto(PAGES.appSupport);
  const { support } = app;
  await expect(page).toHaveTitle(`${support.title} | ${site.companyName}`);
  await expect(page.getByRole("heading", { level: 1, name: support.title })).toBeVisible();
  const requirements = page.getByRole("region", { name: support.requirements.heading });
  await expect(requirements).toContainText(support.requirements.system);
  await expect(requirements.getByRole("listitem")).toHaveText(support.requirements.devices);
  const questions = page.getByRole("region", { name: support.questions.heading });
  await expect(questions.getByRole("heading", { level: 3 })).toHaveText(
    support.questions.items.map((item) => item.question),
  );
  for (const item of support.questions.items) await expect(questions).toContainText(item.answer);
  const versions = page.getByRole("region", { name: support.releasesHeading });
  await expect(versions.getByRole("heading", { level: 3 })).toHaveText(
    releases.map((release) => release.version),
  );
  for (const release of releases) {
    const notes = versions.locator(`#${versionAnchor(release.version)}`).locator("..");
    await expect(notes.getByRole("listitem")).toHaveText(release.notes);
    await expect(notes).toContainText(longDay(release.date, "en"));
  }
  await expect(page.locator("address")).toContainText(site.contact.address.street);
  await expect(page.getByRole("form", { name: FORM })).toBeVisible();
});

test("without an App Store ID, no page offers a Smart App Banner and the App Store button goes where the file says", async ({
  page,
}) => {
  expect(app.appStore.id).toBeUndefined();
  for (const address of Object.values(ALL_PAGES)) {
    await page.goto(address);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveCount(0);
    // The 404 page's footer too links to the policy.
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: site.privacy.linkLabel }),
    ).toHaveAttribute("href", PAGES.privacy);
  }
  await page.goto(PAGES.app);
  await expect(page.getByRole("link", { name: app.appStore.buttonLabel })).toHaveAttribute(
    "href",
    app.appStore.url,
  );
});

test("the releases feed is well-formed RSS with every release newest first, absolute links and lasting ids, advertised on every page", async ({
  page,
}) => {
  const response = await page.request.get(RELEASES_FEED_PATH);
  expect(response.headers()["content-type"]).toMatch(/xml/);
  const feed = await readFeed(page, RELEASES_FEED_PATH);
  expect(feed.parseErrors).toBe("");
  expect(feed).toMatchObject({
    version: "2.0",
    title: site.releases.feedTitle,
    self: `${SITE_URL}${RELEASES_FEED_PATH}`,
  });
  expect(feed.items.map((item) => item.title)).toEqual(
    releases.map((release) => `${app.name} ${release.version}`),
  );
  expect(feed.items.map((item) => item.link)).toEqual(
    releases.map((release) => `${SITE_URL}${PAGES.appSupport}#${versionAnchor(release.version)}`),
  );
  expect(feed.items.map((item) => new Date(item.pubDate).toISOString().slice(0, 10))).toEqual(
    releases.map((release) => release.date),
  );
  // Ids name the app and version only: readers keep them across a corrected day or a new build.
  expect(feed.items.map((item) => item.guid)).toEqual(
    releases.map((release) => `tag:www.camelbackdigital.com,2026:baby-lullabies/${release.version}`),
  );
  for (const item of feed.items) expect(item.permaLink).toBe("false");

  for (const address of Object.values(ALL_PAGES)) {
    await page.goto(address);
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      RELEASES_FEED_PATH,
    );
  }
});

test("with no app giving universal links, no association file is published", async ({ page }) => {
  expect((await page.request.get(APP_SITE_ASSOCIATION_PATH)).status()).toBe(404);
});
