import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import yaml from "js-yaml";
import { CAROUSEL_INTERVAL_MS } from "../src/behaviours/carousel";
import { SPECIFICATION_APP } from "../internal/content-files/current-content";
import { groupHeading, specificationContent } from "../internal/test-utils/specification";
import { appsCollection, siteFile, webPlatformsCollection } from "../src/content-model/content";
import { headersForPath, loadHeaderRules } from "../internal/netlify/headers";
import {
  APP_ADS_PATH,
  APP_SITE_ASSOCIATION_PATH,
  ASSET_LINKS_PATH,
  pressKitPath,
  RELEASES_FEED_PATH,
} from "../src/lib/addresses";
import { APPLE_STANDARD_EULA } from "../src/lib/app-store";
import { googlePlayLink } from "../src/lib/app-store";
import { longDay } from "../src/lib/releases";
import { readFeed } from "./support/feed";
import type { ScratchSite } from "../internal/scratch-site";
import { SITE_URL } from "../src/lib/addresses";
import { ALL_LANGUAGES, DEFAULT_LANGUAGE, homeOf } from "../src/lib/languages";
import { startSiteServer, type RunningServer } from "../server/start-server";
import { expectProductsLookLike, PRODUCTS_WIDTHS } from "./support/still";
import { expect, test } from "./support/test";
import { specificationSite } from "./support/written";

/**
 * A publisher's catalogue grows by files: the specification's site built with four more apps (one
 * with a single screenshot, one with none) and two more web platforms added as files
 * (e2e/fixtures/catalogue/), then built again with all but one of each removed.
 */
test.describe.configure({ mode: "serial" });
test.setTimeout(240_000);

const FIXTURES = path.join(__dirname, "fixtures", "catalogue");
const { app, directory } = specificationContent();

type Values = Record<string, unknown>;
/** A fixture's content: in English only. */
const fixture = (file: string) =>
  (yaml.load(readFileSync(path.join(FIXTURES, file), "utf8")) as Record<string, Values>).en as Values;
const newApp = fixture("apps/starlight-stories.yaml") as {
  name: string;
  carousel: { label: string };
  gallery: { path: string; title: string };
  detail: {
    path: string;
    title: string;
    description: string;
    headline: string;
    moreScreenshots: { heading: string };
  };
};
/** The same app as its pages see it: an App Store ID, universal links, its own releases. */
const withId = appsCollection.schema.parse(fixture("apps/starlight-stories.yaml"));
const newPlatform = fixture("web-platforms/med-spa-finder.yaml") as { name: string };
/** With one screenshot, with none and no gallery, and without a position (last, by name). */
const oneScreenshot = fixture("apps/moon-garden.yaml") as { name: string; carousel: { label: string } };
const noScreenshots = appsCollection.schema.parse(fixture("apps/quiet-hours.yaml"));
const lastApp = fixture("apps/sleepy-bear.yaml") as { name: string; carousel: { label: string } };
/** First by name, last on the page: it has no position. */
const unplaced = fixture("web-platforms/aesthetic-atlas.yaml") as { name: string };
const added = readdirSync(FIXTURES, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(FIXTURES, path.join(entry.parentPath, entry.name)));

let site: ScratchSite;
let server: RunningServer;

async function serve(): Promise<string> {
  await server?.stop();
  server = await startSiteServer({ publicDir: site.publicDir });
  return server.url;
}

/** The group's tiles, which are not products. */
const tiles = specificationContent().site.products.groups.flatMap((group) =>
  group.tile ? [group.tile.heading] : [],
);

/** The titles of the product cards in the group of products headed `heading`, in order. */
function cardsIn(page: Page, heading: string, without: readonly string[] = tiles) {
  let cards = page.getByRole("group", { name: heading }).getByRole("article");
  for (const tile of without) cards = cards.filter({ hasNotText: tile });
  return cards.getByRole("heading", { level: 4 });
}

/** A release an editor adds to the specification's app, newer than every other app's. */
const addedRelease = { version: "1.3", date: "2026-11-25", notes: ["Gentler fade-out at the timer's end."] };

/** The country of the company's address, US, as each language names it. */
const COUNTRY_US = { en: "United States", es: "Estados Unidos" } as const;

/** The company moves: its postal address, changed in site.yaml alone. */
const movedTo = { street: "4400 N Scottsdale Rd, Suite 9", postalCode: "85251" };

/** Changes a content file of the copy, its English unless `language` says, read and written as YAML. */
function change<T>(file: string, edit: (content: T) => void, language: string | null = "en") {
  const target = path.join(site.contentDir, file);
  const whole = yaml.load(readFileSync(target, "utf8")) as Record<string, unknown>;
  edit((language === null ? whole : whole[language]) as T);
  writeFileSync(target, yaml.dump(whole));
}

/** Baby Lullabies comes to Android: its package name and signing fingerprint, given once. */
const onPlay = {
  id: "com.camelbackdigital.lullabies",
  buttonLabel: "Get it on Google Play",
  appLinks: {
    sha256CertFingerprints: [
      "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
    ],
  },
};
const PLAY_LABEL_ES = "Disponible en Google Play";

/** The site's ad sellers, as an ad network gives them: a comment, a record, a variable. */
const appAds = [
  "# Camelback Digital's apps",
  "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0",
  "contact=ads@camelbackdigital.com",
];

/** The web directory's file: it is taken out of Spanish, kept in English. */
const DIRECTORY_FILE = `${webPlatformsCollection.folder}/botox-provider-directory.yaml`;

test.beforeAll(() => {
  site = specificationSite();
  cpSync(FIXTURES, site.contentDir, { recursive: true });
  change<{ releases: object[] }>(`${appsCollection.folder}/${SPECIFICATION_APP}.yaml`, (content) =>
    content.releases.unshift(addedRelease),
  );
  change<{ contact: { address: object } }>(siteFile.file, (content) =>
    Object.assign(content.contact.address, movedTo),
  );
  change<Values>(DIRECTORY_FILE, (whole) => (whole.es = {}), null);
  change<Record<string, Values>>(
    `${appsCollection.folder}/${SPECIFICATION_APP}.yaml`,
    ({ en, es }) => {
      Object.assign(en ?? {}, { googlePlay: onPlay });
      Object.assign(es ?? {}, { googlePlay: { buttonLabel: PLAY_LABEL_ES } });
    },
    null,
  );
  change<Values>(siteFile.file, (content) => (content.appAds = appAds));
  site.build();
});

test.afterAll(async () => {
  await server?.stop();
});

test("a product added as a file gets its card in its group, in its position", async ({ page }) => {
  const base = await serve();
  await page.goto(`${base}/`);
  const apps = groupHeading(appsCollection.folder);
  const platforms = groupHeading(webPlatformsCollection.folder);
  await expect(cardsIn(page, apps)).toHaveText([
    app.name,
    newApp.name,
    oneScreenshot.name,
    noScreenshots.name,
    lastApp.name,
  ]);
  await expect(cardsIn(page, platforms)).toHaveText([directory.name, newPlatform.name, unplaced.name]);
  // The footer links the apps' press kits in the same order.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /press kit$/ })).toHaveText(
    [app, newApp, oneScreenshot, noScreenshots, lastApp].map(({ name }) => `${name} press kit`),
  );
  await expect(
    page.getByRole("group", { name: apps }).getByRole("link", { name: /About Starlight Stories/ }),
  ).toHaveAttribute("href", newApp.detail.path);
  // One screenshot does not turn: no carousel, no controls. No screenshots: no picture at all.
  const card = (name: string) => page.getByRole("article", { name });
  await expect(card(oneScreenshot.name).getByRole("img")).toHaveCount(1);
  await expect(card(oneScreenshot.name).getByRole("region")).toHaveCount(0);
  await expect(card(oneScreenshot.name).getByRole("button")).toHaveCount(0);
  await expect(card(noScreenshots.name).getByRole("img")).toHaveCount(0);
  await expect(card(noScreenshots.name).getByRole("region")).toHaveCount(0);
});

test("every carousel on the page turns, each on its own", async ({ page }) => {
  const base = await serve();
  await page.clock.install();
  await page.goto(`${base}/`);
  const visible = (label: string) =>
    page
      .getByRole("region", { name: label })
      .locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  const carousels = [app.carousel.label, newApp.carousel.label];
  for (const label of carousels) await expect(visible(label)).toHaveAccessibleName("1 of 3");
  await expect(visible(lastApp.carousel.label)).toHaveAccessibleName("1 of 2");
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  for (const label of carousels) await expect(visible(label)).toHaveAccessibleName("2 of 3");
  await expect(visible(lastApp.carousel.label)).toHaveAccessibleName("2 of 2");
  // Hovering one stops it alone; the others turn on, the two-screenshot one back to its first.
  await page.getByRole("region", { name: newApp.carousel.label }).hover();
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  await expect(visible(app.carousel.label)).toHaveAccessibleName("3 of 3");
  await expect(visible(newApp.carousel.label)).toHaveAccessibleName("2 of 3");
  await expect(visible(lastApp.carousel.label)).toHaveAccessibleName("1 of 2");
  // Pausing one leaves the others turning.
  await page
    .getByRole("region", { name: newApp.carousel.label })
    .getByRole("button", { name: "Pause slide show" })
    .click();
  await page.mouse.move(0, 0);
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  await expect(visible(app.carousel.label)).toHaveAccessibleName("1 of 3");
  await expect(visible(newApp.carousel.label)).toHaveAccessibleName("2 of 3");
  await expect(visible(lastApp.carousel.label)).toHaveAccessibleName("2 of 2");
});

test("keyboard focus holds one carousel still, its buttons turn it alone; reduced motion holds them all", async ({
  page,
}) => {
  const base = await serve();
  await page.clock.install();
  await page.goto(`${base}/`);
  const region = (label: string) => page.getByRole("region", { name: label });
  const visible = (label: string) =>
    region(label).locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  // From the keyboard: Next in the second app's carousel turns it, and it alone.
  await region(newApp.carousel.label).getByRole("button", { name: "Next screenshot" }).focus();
  await page.keyboard.press("Enter");
  await expect(visible(newApp.carousel.label)).toHaveAccessibleName("2 of 3");
  await expect(visible(app.carousel.label)).toHaveAccessibleName("1 of 3");
  // While focus is in it, it holds still; the others turn on.
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 2);
  await expect(visible(newApp.carousel.label)).toHaveAccessibleName("2 of 3");
  await expect(visible(app.carousel.label)).toHaveAccessibleName("3 of 3");
  await expect(visible(lastApp.carousel.label)).toHaveAccessibleName("1 of 2");
  // Focus moved on to the next carousel: the first turns again, the one focused now holds.
  await region(lastApp.carousel.label).getByRole("button", { name: "Pause slide show" }).focus();
  await page.clock.runFor(CAROUSEL_INTERVAL_MS);
  await expect(visible(newApp.carousel.label)).toHaveAccessibleName("3 of 3");
  await expect(visible(lastApp.carousel.label)).toHaveAccessibleName("1 of 2");

  // A visitor who prefers reduced motion: no carousel turns, each offers to play.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.reload();
  await page.clock.runFor(CAROUSEL_INTERVAL_MS * 3);
  for (const label of [app.carousel.label, newApp.carousel.label, lastApp.carousel.label]) {
    await expect(visible(label)).toHaveAccessibleName(/^1 of /);
    await expect(region(label).getByRole("button", { name: "Play slide show" })).toBeVisible();
  }
});

test("only the first screen's pictures load at once: every card's below it loads lazily", async ({
  page,
}) => {
  const base = await serve();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${base}/`);
  const images = await page.evaluate(() =>
    Array.from(document.querySelectorAll("main picture > img")).map((img) => ({
      loading: img.getAttribute("loading"),
      priority: img.getAttribute("fetchpriority") ?? "auto",
      inProducts: img.closest("#products") !== null,
    })),
  );
  const cards = images.filter((image) => image.inProducts);
  // Three apps' carousels of 3 and 2, the single screenshot, and nothing for the app without.
  expect(cards.length).toBeGreaterThanOrEqual(3 + 3 + 2 + 1);
  expect(new Set(cards.map((image) => `${image.loading} ${image.priority}`))).toEqual(new Set(["lazy auto"]));
  expect(images.filter((image) => image.loading === "eager")).toEqual([
    { loading: "eager", priority: "high", inProducts: false },
  ]);
});

/**
 * The Products section with five apps (with three screenshots, two, one and none) and three web
 * platforms, at a phone's, a tablet's and a desktop's width, compared with the committed pictures
 * in catalogue.spec.ts-snapshots/ (written again with
 * `npx playwright test catalogue --update-snapshots` when a change is meant). Two of each are
 * pictured below, once the other files are removed; one of each in appearance.spec.ts.
 */
for (const width of PRODUCTS_WIDTHS) {
  test(`several products of each kind look designed at ${width} px`, async ({ page }) => {
    await expectProductsLookLike(page, width, `products-${width}.png`, await serve());
  });
}

test("an app added as a file gets its pages, its sitemap entries and its structured data", async ({
  page,
  request,
}) => {
  const base = await serve();
  const gallery = await page.goto(`${base}${newApp.gallery.path}`);
  expect(gallery?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: newApp.gallery.title })).toBeVisible();
  const detail = await page.goto(`${base}${newApp.detail.path}`);
  expect(detail?.status()).toBe(200);
  await expect(page).toHaveTitle(new RegExp(`^${newApp.detail.title} \\|`));
  await expect(page.getByRole("heading", { level: 1, name: newApp.detail.headline })).toBeVisible();
  // Its gallery link label is left empty: no link to the gallery, and no link without a name.
  await expect(
    page.getByRole("heading", { level: 2, name: newApp.detail.moreScreenshots.heading }),
  ).toBeVisible();
  await expect(page.getByRole("main").locator(`a[href="${newApp.gallery.path}"]`)).toHaveCount(0);
  await expect(page.getByRole("link", { name: /^\s*$/ })).toHaveCount(0);
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
  ) as Values;
  expect(jsonLd).toMatchObject({
    "@type": "WebPage",
    url: `${SITE_URL}${newApp.detail.path}`,
    inLanguage: "en-US",
    mainEntity: { "@type": "MobileApplication", name: newApp.name, url: `${SITE_URL}${newApp.detail.path}` },
  });
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
    "content",
    `${SITE_URL}${newApp.detail.path}`,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
    "content",
    new RegExp(`^${newApp.detail.title}`),
  );
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
    "content",
    newApp.detail.description,
  );
  const sitemap = await (await request.get(`${base}/sitemap-0.xml`)).text();
  for (const address of [newApp.gallery.path, newApp.detail.path, app.gallery.path, app.detail.path])
    expect(sitemap).toContain(`<loc>${SITE_URL}${address}</loc>`);
});

test("an app with an App Store ID links to its listing and offers the Smart App Banner on its own pages only", async ({
  page,
}) => {
  const base = await serve();
  const listing = `https://apps.apple.com/app/id${withId.appStore.id}`;
  for (const address of [
    withId.gallery?.path,
    withId.detail.path,
    withId.privacy.path,
    withId.support.path,
  ]) {
    await page.goto(`${base}${address}`);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveAttribute(
      "content",
      `app-id=${withId.appStore.id}`,
    );
  }
  await page.goto(`${base}${withId.detail.path}`);
  await expect(page.getByRole("link", { name: withId.appStore.buttonLabel })).toHaveAttribute(
    "href",
    listing,
  );
  for (const address of ["/", app.detail.path, app.support.path, noScreenshots.detail.path]) {
    await page.goto(`${base}${address}`);
    await expect(page.locator('meta[name="apple-itunes-app"]')).toHaveCount(0);
  }
  // The apps' tile is about several apps here: it links to none of them.
  await page.goto(`${base}/`);
  await expect(page.getByRole("article", { name: tiles[0] }).getByRole("link")).toHaveCount(0);
});

test("the apps' universal links are published as JSON, without a redirect, with the header Netlify will send", async ({
  request,
}) => {
  const links = withId.appStore.universalLinks;
  const response = await request.get(`${await serve()}${APP_SITE_ASSOCIATION_PATH}`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/json");
  expect(await response.json()).toEqual({
    applinks: {
      details: [
        {
          appIDs: [`${links?.teamId}.${links?.bundleId}`],
          components: links?.openedPaths.map((address) => ({ "/": address })),
        },
      ],
    },
  });
  const rules = await loadHeaderRules(path.join(site.publicDir, "_headers"));
  expect(headersForPath(rules, APP_SITE_ASSOCIATION_PATH).get("content-type")).toEqual([
    "content-type",
    "application/json",
  ]);
});

test("an app given a Google Play ID offers Play beside the App Store in both languages, names Android, and its fingerprints make assetlinks.json", async ({
  page,
  request,
}) => {
  const base = await serve();
  const spanish = specificationContent("es").app;
  for (const [shown, label] of [
    [app, onPlay.buttonLabel],
    [spanish, PLAY_LABEL_ES],
  ] as const) {
    await page.goto(`${base}${shown.detail.path}`);
    const hero = page.getByRole("region", { name: shown.detail.headline });
    await expect(hero.getByRole("link", { name: label })).toHaveAttribute("href", googlePlayLink(onPlay.id));
    await expect(hero.getByRole("link", { name: shown.appStore.buttonLabel })).toBeVisible();
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}",
    );
    expect(jsonLd.mainEntity).toMatchObject({
      operatingSystem: "iOS, Android",
      installUrl: [app.appStore.url, googlePlayLink(onPlay.id)],
    });
    await page.goto(`${base}${shown.press.path}`);
    await expect(page.locator("dd").nth(2)).toHaveText(/, Android$/);
  }
  const links = await request.get(`${base}${ASSET_LINKS_PATH}`, { maxRedirects: 0 });
  expect(links.status()).toBe(200);
  expect(links.headers()["content-type"]).toBe("application/json");
  const rules = await loadHeaderRules(path.join(site.publicDir, "_headers"));
  expect(headersForPath(rules, ASSET_LINKS_PATH).get("content-type")?.[1]).toBe("application/json");
  expect(await links.json()).toEqual([
    {
      relation: ["delegate_permission/common.handle_all_urls"],
      target: {
        namespace: "android_app",
        package_name: onPlay.id,
        sha256_cert_fingerprints: onPlay.appLinks.sha256CertFingerprints,
      },
    },
  ]);
});

test("the site's ad sellers are published at /app-ads.txt as plain text, exactly the lines given", async ({
  request,
}) => {
  const response = await request.get(`${await serve()}${APP_ADS_PATH}`, { maxRedirects: 0 });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain\b/);
  expect(await response.text()).toBe(`${appAds.join("\n")}\n`);
});

test("an app with terms of its own gets their page, which its pages link where others link Apple's standard license", async ({
  page,
}) => {
  const base = await serve();
  const terms = withId.terms;
  for (const address of [withId.detail.path, withId.support.path]) {
    await page.goto(`${base}${address}`);
    await expect(page.getByRole("main").getByRole("link", { name: terms?.linkLabel })).toHaveAttribute(
      "href",
      terms?.path ?? "",
    );
    await expect(page.locator(`a[href="${APPLE_STANDARD_EULA}"]`)).toHaveCount(0);
  }
  await page.goto(`${base}${terms?.path}`);
  await expect(page.getByRole("heading", { level: 1, name: terms?.title })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(longDay(terms?.updated ?? "", "en"));
  for (const section of terms?.sections ?? [])
    await expect(page.getByRole("region", { name: section.heading })).toContainText(
      section.paragraphs[0] ?? "",
    );
  await page.goto(`${base}${app.detail.path}`);
  await expect(page.locator(`main a[href="${APPLE_STANDARD_EULA}"]`)).toHaveCount(1);
});

test("a release added in a copy of the content shows on its app's pages and at the top of the feed", async ({
  page,
}) => {
  const base = await serve();
  const feed = await readFeed(page, `${base}${RELEASES_FEED_PATH}`);
  expect(feed.parseErrors).toBe("");
  // Every app's releases by day, newest first: the fixtures' days, written out.
  expect(feed.items.map((item) => item.title)).toEqual([
    `${app.name} 1.3`,
    `${newApp.name} 2.0`,
    `${app.name} 1.2`,
    `${oneScreenshot.name} 1.0`,
    `${noScreenshots.name} 1.1`,
    `${lastApp.name} 3.1`,
    `${app.name} 1.1`,
    `${newApp.name} 1.0`,
    `${noScreenshots.name} 1.0`,
    `${app.name} 1.0`,
  ]);
  await page.goto(`${base}${app.detail.path}`);
  await expect(page.getByRole("heading", { level: 2, name: /1\.3$/ })).toBeVisible();
  await expect(page.getByText(addedRelease.notes[0] ?? "")).toBeVisible();
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({ mainEntity: { softwareVersion: addedRelease.version } });
  await page.goto(`${base}${app.support.path}`);
  await expect(
    page.getByRole("main").getByRole("heading", { level: 3 }).filter({ hasText: /^\d/ }),
  ).toHaveText(["1.3", "1.2", "1.1", "1.0"]);
  // Another app's newest release shows on its own page; its privacy page lists what it collects,
  // in the sections of its App Store label: a data type used to track may be linked too.
  await page.goto(`${base}${withId.detail.path}`);
  await expect(page.getByRole("heading", { level: 2, name: /2\.0$/ })).toBeVisible();
  await page.goto(`${base}${withId.privacy.path}`);
  const section = (heading: string) => page.getByRole("list", { name: heading }).getByRole("listitem");
  await expect(section("Data Used to Track You")).toHaveText(["Identifiers: Device ID"]);
  await expect(section("Data Linked to You")).toHaveText([
    "Contact Info: Email Address, used for App Functionality",
    "Identifiers: Device ID, used for Third-Party Advertising",
  ]);
  await expect(section("Data Not Linked to You")).toHaveText([
    "Diagnostics: Crash Data, used for App Functionality and Analytics",
  ]);
});

test("a product with no Spanish has no Spanish pages, card, feed items or sitemap entries, and its pages lead to the Spanish home", async ({
  page,
  request,
}) => {
  const base = await serve();
  const es = specificationContent("es");
  const spanishTiles = es.site.products.groups.flatMap((group) => (group.tile ? [group.tile.heading] : []));
  await page.goto(`${base}/es`);
  await expect(cardsIn(page, es.site.products.groups[1]?.heading ?? "", spanishTiles)).toHaveText([
    es.app.name,
  ]);
  await expect(cardsIn(page, es.site.products.groups[0]?.heading ?? "", spanishTiles)).toHaveCount(0);
  for (const address of [`/es${newApp.detail.path}`, `/es${newApp.gallery.path}`])
    expect((await request.get(`${base}${address}`)).status()).toBe(404);
  const spanishFeed = await readFeed(page, `${base}/es${RELEASES_FEED_PATH}`);
  expect(spanishFeed.items.map((item) => item.title)).toEqual([
    `${es.app.name} 1.2`,
    `${es.app.name} 1.1`,
    `${es.app.name} 1.0`,
  ]);
  const sitemap = await (await request.get(`${base}/sitemap-0.xml`)).text();
  expect(sitemap).toContain(`<loc>${SITE_URL}${newApp.detail.path}</loc>`);
  expect(sitemap).not.toContain(`${SITE_URL}/es${newApp.detail.path}`);
  expect(sitemap).toContain(`<loc>${SITE_URL}${es.app.detail.path}</loc>`);
  await page.goto(`${base}${newApp.detail.path}`);
  await expect(page.getByRole("link", { name: "Español", includeHidden: true })).toHaveAttribute(
    "href",
    "/es",
  );
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test("a street changed once in site.yaml shows, and the old one nowhere, in both languages' contact sections, every privacy policy and the structured data", async ({
  page,
}) => {
  const base = await serve();
  const old = specificationContent().site.contact.address.street;
  for (const language of ALL_LANGUAGES) {
    const { site: words, app: spec } = specificationContent(language);
    const policyEnd = page.getByRole("region", { name: words.privacy.addressHeading });
    const policies = [words.privacy.path, spec.privacy.path];
    // The added apps are in English only.
    if (language === DEFAULT_LANGUAGE) policies.push(withId.privacy.path);
    for (const [address, where] of [
      [homeOf(language), page.getByRole("region", { name: words.contact.heading })],
      ...policies.map((policy) => [policy, policyEnd] as const),
    ] as const) {
      await page.goto(`${base}${address}`);
      await expect(where.locator("address"), address).toContainText(movedTo.street);
      // The country, given once as its code, in the page's language.
      await expect(where.locator("address")).toContainText(COUNTRY_US[language]);
      expect(await page.content(), address).not.toContain(old);
    }
    // What search engines read of the company, on its home page in each language.
    await page.goto(`${base}${homeOf(language)}`);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "");
    expect(data.mainEntity.address).toMatchObject({ streetAddress: movedTo.street, addressCountry: "US" });
  }
});

/** The second app and the second web platform: the rest of the added files are removed first. */
const SECOND_OF_EACH = ["apps/starlight-stories.yaml", "web-platforms/med-spa-finder.yaml"];

/** An app whose file is removed below: built, it had its page and its sitemap entry. */
const removedApp = appsCollection.schema.parse(fixture("apps/sleepy-bear.yaml"));

test("removing products' files removes their cards, pages, releases, press kits, sitemap entries and the files of links and ads; two of each look designed", async ({
  page,
  request,
}) => {
  for (const file of added.filter((file) => !SECOND_OF_EACH.includes(file)))
    rmSync(path.join(site.contentDir, file));
  // The app that gave universal links gives none now: the association file built before must go.
  const linkingApp = path.join(site.contentDir, SECOND_OF_EACH[0] ?? "");
  const linking = yaml.load(readFileSync(linkingApp, "utf8")) as { en: { appStore: Values; terms?: Values } };
  delete linking.en.appStore.universalLinks;
  // Nor terms of its own, Android App Links or ad sellers any more: their files and page go too.
  delete linking.en.terms;
  writeFileSync(linkingApp, yaml.dump(linking));
  change<{ googlePlay: Values }>(`${appsCollection.folder}/${SPECIFICATION_APP}.yaml`, (content) => {
    delete content.googlePlay.appLinks;
  });
  change<Values>(siteFile.file, (content) => delete content.appAds);
  site.build();
  const base = await serve();
  await page.goto(`${base}/`);
  await expect(cardsIn(page, groupHeading(appsCollection.folder))).toHaveText([app.name, newApp.name]);
  await expect(cardsIn(page, groupHeading(webPlatformsCollection.folder))).toHaveText([
    directory.name,
    newPlatform.name,
  ]);
  for (const address of [removedApp.detail.path, removedApp.privacy.path, removedApp.support.path])
    expect((await page.goto(`${base}${address}`))?.status()).toBe(404);
  const feed = await readFeed(page, `${base}${RELEASES_FEED_PATH}`);
  expect(feed.items.map((item) => item.title).filter((title) => title.startsWith(removedApp.name))).toEqual(
    [],
  );
  for (const file of [
    APP_SITE_ASSOCIATION_PATH,
    ASSET_LINKS_PATH,
    APP_ADS_PATH,
    withId.terms?.path,
    pressKitPath("sleepy-bear"),
  ])
    expect((await request.get(`${base}${file}`, { maxRedirects: 0 })).status(), file).toBe(404);
  expect((await request.get(`${base}${pressKitPath(SPECIFICATION_APP)}`)).status()).toBe(200);
  await page.goto(`${base}${withId.detail.path}`);
  await expect(page.locator(`main a[href="${APPLE_STANDARD_EULA}"]`)).toHaveCount(1);
  const sitemap = await (await request.get(`${base}/sitemap-0.xml`)).text();
  for (const address of [removedApp.detail.path, removedApp.privacy.path, removedApp.support.path])
    expect(sitemap).not.toContain(`<loc>${SITE_URL}${address}</loc>`);
  expect(sitemap).toContain(`<loc>${SITE_URL}${newApp.detail.path}</loc>`);
  for (const width of PRODUCTS_WIDTHS)
    await expectProductsLookLike(page, width, `products-two-${width}.png`, await serve());
});
