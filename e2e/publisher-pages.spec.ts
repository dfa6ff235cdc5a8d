import { readFileSync } from "node:fs";
import path from "node:path";
import { unzipSync } from "fflate";
import { SPECIFICATION_APP, SPECIFICATION_CONTENT_DIR } from "../internal/content-files/current-content";
import { specificationContent } from "../internal/test-utils/specification";
import { APPLE_NO_DATA } from "../src/lib/apple-privacy";
import { APPLE_STANDARD_EULA } from "../src/lib/app-store";
import { appScreenshots } from "../src/lib/app-screenshots";
import {
  APP_ADS_PATH,
  APP_SITE_ASSOCIATION_PATH,
  ASSET_LINKS_PATH,
  pressKitPath,
  RELEASES_FEED_PATH,
  SITE_URL,
} from "../src/lib/addresses";
import { DICTIONARIES } from "../src/lib/dictionary";
import { longDay, newestFirst, versionAnchor } from "../src/lib/releases";
import { readFeed } from "./support/feed";
import { ALL_PAGES, expect, PAGES, SPANISH_PAGES, test } from "./support/test";

/**
 * What an app publisher hosts beside the specification's pages: the privacy policy, the app's
 * privacy and support pages, its release notes and the releases feed, from the frozen content.
 */
const { site, app, screenshots } = specificationContent();
const spanish = specificationContent("es");
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

test("with no app giving universal links, Android App Links or ad sellers, none of their files is published", async ({
  page,
}) => {
  expect(app.googlePlay).toBeUndefined();
  expect(site.appAds).toBeUndefined();
  for (const file of [APP_SITE_ASSOCIATION_PATH, ASSET_LINKS_PATH, APP_ADS_PATH])
    expect((await page.request.get(file)).status(), file).toBe(404);
});

test("the app page and its support page link its accessibility page, press kit and Apple's standard terms", async ({
  page,
}) => {
  // The specification's app has no terms of its own: Apple's standard license stands for them.
  expect(app.terms).toBeUndefined();
  for (const [pages, { app: shown }, words] of [
    [PAGES, { app }, DICTIONARIES.en.publisher],
    [SPANISH_PAGES, spanish, DICTIONARIES.es.publisher],
  ] as const) {
    await page.goto(pages.app);
    const hero = page.getByRole("region", { name: shown.detail.headline });
    await expect(hero.getByRole("link", { name: shown.accessibility.linkLabel })).toHaveAttribute(
      "href",
      pages.appAccessibility,
    );
    await expect(hero.getByRole("link", { name: shown.press.linkLabel })).toHaveAttribute(
      "href",
      pages.appPress,
    );
    await expect(hero.getByRole("link", { name: words.standardTerms })).toHaveAttribute(
      "href",
      APPLE_STANDARD_EULA,
    );
    // Play's button comes with a Play ID only.
    await expect(hero.getByRole("link", { name: /Google Play/ })).toHaveCount(0);

    await page.goto(pages.appSupport);
    const main = page.getByRole("main");
    for (const [label, href] of [
      [shown.accessibility.linkLabel, pages.appAccessibility],
      [shown.privacy.linkLabel, pages.appPrivacy],
      [shown.press.linkLabel, pages.appPress],
      [words.standardTerms, APPLE_STANDARD_EULA],
    ])
      await expect(main.getByRole("link", { name: label, exact: true }).first()).toHaveAttribute(
        "href",
        href,
      );
    // The page does not link itself.
    await expect(main.getByRole("link", { name: shown.support.linkLabel, exact: true })).toHaveCount(0);
  }
});

test("the accessibility page lists, per device, the features the app supports in Apple's words, what each means, and where to ask", async ({
  page,
  consoleLog,
}) => {
  for (const [pages, { app: shown }, words] of [
    [PAGES, { app }, DICTIONARIES.en.publisher],
    [SPANISH_PAGES, spanish, DICTIONARIES.es.publisher],
  ] as const) {
    await page.goto(pages.appAccessibility);
    const { accessibility } = shown;
    await expect(page.getByRole("heading", { level: 1, name: accessibility.title })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(accessibility.intro);
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([
      ...accessibility.devices.map(({ device }) => device),
      accessibility.helpHeading,
    ]);
    for (const { device, features } of accessibility.devices) {
      const section = page.getByRole("region", { name: device });
      const named = (features ?? []).map((feature) => words.accessibility.features[feature]);
      await expect(section.getByRole("heading", { level: 3 })).toHaveText(named.map((f) => f.name));
      for (const { meaning } of named) await expect(section).toContainText(meaning);
    }
    const help = page.getByRole("region", { name: accessibility.helpHeading });
    await expect(help).toContainText(accessibility.help);
    await expect(help.getByRole("link", { name: shown.support.linkLabel })).toHaveAttribute(
      "href",
      pages.appSupport,
    );
  }
  // The specification's app: a dark interface on iPhone and iPad, as its screenshots show.
  expect(app.accessibility.devices).toEqual([
    { device: "iPhone", features: ["Dark Interface"] },
    { device: "iPad", features: ["Dark Interface"] },
  ]);
  await expect(page.getByRole("heading", { level: 3, name: "Interfaz oscura" })).toHaveCount(2);
  expect(consoleLog.problems()).toEqual([]);
});

/** The press kit's files: the icon and every screenshot the app's pages show, named by slug. */
function pressFiles(): Record<string, Buffer> {
  const file = (relative: string) => readFileSync(path.join(SPECIFICATION_CONTENT_DIR, relative));
  const imageOf = (slug: string) =>
    screenshots.screenshots.find((screenshot) => screenshot.slug === slug)?.image ?? "";
  return Object.fromEntries([
    [`${SPECIFICATION_APP}-icon${path.extname(app.icon)}`, file(app.icon)],
    ...appScreenshots(app, (slug) => slug).map((slug) => [
      `${slug}${path.extname(imageOf(slug))}`,
      file(imageOf(slug)),
    ]),
  ]);
}

test("the press page gives a fact sheet, the description, and the icon and each screenshot at full size, one by one or in one ZIP", async ({
  page,
  consoleLog,
}) => {
  const files = pressFiles();
  expect(Object.keys(files)).toHaveLength(7);
  await page.goto(PAGES.appPress);
  await expect(page).toHaveTitle(`${app.press.title} | ${site.companyName}`);
  await expect(page.getByRole("heading", { level: 1, name: app.press.title })).toBeVisible();
  const words = DICTIONARIES.en.publisher.press;
  const facts = page.getByRole("region", { name: words.factSheet });
  const [latest, first] = [releases[0], releases.at(-1)];
  // The specification's app does not say its own languages: the sheet leaves them out.
  expect(app.appStore.languages).toBeUndefined();
  await expect(facts.locator("dt")).toHaveText([
    words.name,
    words.publisher,
    words.platforms,
    words.firstRelease,
    words.latestVersion,
    words.category,
    words.contact,
  ]);
  await expect(facts.locator("dd")).toHaveText([
    app.name,
    site.companyName,
    `iOS (${app.support.requirements.devices.join(", ")})`,
    `${first?.version}, ${longDay(first?.date ?? "", "en")}`,
    `${latest?.version}, ${longDay(latest?.date ?? "", "en")}`,
    "Lifestyle",
    words.contactText,
  ]);
  await expect(page.getByRole("region", { name: words.about })).toContainText(app.summary);

  // Each file, as the content gives it, under its press-kit name.
  const downloads = page.getByRole("region", { name: words.downloads });
  for (const [name, bytes] of Object.entries(files)) {
    const link = downloads.getByRole("link", { name, exact: true });
    await expect(link).toHaveAttribute("download", name);
    const response = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(Buffer.compare(await response.body(), bytes), name).toBe(0);
  }
  // All of them in one ZIP, downloaded as a visitor does.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    downloads.getByRole("link", { name: words.downloadAll }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${SPECIFICATION_APP}-press-kit.zip`);
  const response = await page.request.get(pressKitPath(SPECIFICATION_APP));
  expect(response.headers()["content-type"]).toBe("application/zip");
  const zipped = unzipSync(new Uint8Array(await response.body()));
  expect(Object.keys(zipped).sort()).toEqual(Object.keys(files).sort());
  for (const [name, bytes] of Object.entries(files))
    expect(Buffer.compare(Buffer.from(zipped[name] ?? []), bytes), name).toBe(0);
  expect(consoleLog.problems()).toEqual([]);
});

test("the Spanish press page gives the same facts in Spanish, and the footer links every press kit in both languages", async ({
  page,
}) => {
  await page.goto(SPANISH_PAGES.appPress);
  const words = DICTIONARIES.es.publisher.press;
  await expect(page.getByRole("heading", { level: 1, name: spanish.app.press.title })).toBeVisible();
  const [latest, first] = [releases[0], releases.at(-1)];
  await expect(page.getByRole("region", { name: words.factSheet }).locator("dd")).toHaveText([
    spanish.app.name,
    spanish.site.companyName,
    `iOS (${spanish.app.support.requirements.devices.join(", ")})`,
    `${first?.version}, ${longDay(first?.date ?? "", "es")}`,
    `${latest?.version}, ${longDay(latest?.date ?? "", "es")}`,
    "Estilo de vida",
    words.contactText,
  ]);
  await expect(page.getByRole("region", { name: words.downloads })).toContainText(words.downloadAll);
  for (const [pages, { app: shown }] of [
    [PAGES, { app }],
    [SPANISH_PAGES, spanish],
  ] as const) {
    await page.goto(pages.home);
    await expect(
      page.getByRole("contentinfo").getByRole("link", { name: shown.press.linkLabel }),
    ).toHaveAttribute("href", pages.appPress);
  }
});
