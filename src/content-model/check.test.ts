// Runs in Jest's browser environment (jsdom): the content editor's preview checks unsaved values
// with the same code and must print the same messages as the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { asProductSlug, checkDocuments, untranslatedProducts, type CheckOptions } from "./check";
import { appsCollection, screenshotsFile, siteFile, webPlatformsCollection } from "./content";
import type { ContentSpec, Document } from "./declarations";
import { formatProblem, type Problem } from "./words";
import { giveOwnAddresses } from "../test-utils/own-addresses";

type Doc = Record<string, unknown>;

/**
 * A fresh copy of a content file as saved, as the editor would hold it: from a copy of the content
 * that does not change (internal/content-files/fixtures/content/), because the messages quote
 * slugs, addresses and positions that editors change. The real content is checked by
 * internal/content-files/content-folder.test.ts.
 */
const saved = (file: string): Doc =>
  yaml.load(
    readFileSync(path.resolve(__dirname, "../../internal/content-files/fixtures/content", file), "utf8"),
  ) as Doc;

/** A content file's English, which most tests change. */
const load = (file: string): Doc => saved(file).en as Doc;

const APP = "apps/baby-lullabies.yaml";
const PLATFORM = "web-platforms/botox-provider-directory.yaml";

/**
 * A file holding `value` as its English: a site-wide file with its saved Spanish beside it (every
 * language needs one), a product in English only (`es: {}`), unless `languages` gives its others.
 */
const documentOf = (
  spec: ContentSpec,
  file: string,
  value: unknown = load(file),
  languages: Doc = { es: spec.shape === "file" ? saved(file).es : {} },
): Document => ({ spec, file, value: { en: value, ...languages } });

/** A file's English, to change. */
const englishOf = (document: Document): Doc => (document.value as Doc).en as Doc;

/** The fixture's documents, in the order the build checks them. */
const fixture = (): Document[] => [
  documentOf(siteFile, "site.yaml"),
  documentOf(screenshotsFile, "screenshots.yaml"),
  documentOf(appsCollection, APP),
  documentOf(webPlatformsCollection, PLATFORM),
];

const messages = (problems: readonly Problem[]) => problems.map(formatProblem);
/** One file checked on its own: no other file's keys or addresses to check it against. */
const checked = (document: Document, options?: CheckOptions) => messages(checkDocuments([document], options));
const checkedAll = (...documents: Document[]) => messages(checkDocuments(documents));

/** A second app, as an editor makes one by copying the first and giving it its own name and addresses. */
function starlightStories(): Document {
  const app = load(APP);
  giveOwnAddresses(app, "Starlight Stories");
  return documentOf(appsCollection, "apps/starlight-stories.yaml", app);
}

describe("checking one content file's value", () => {
  it("accepts every file of valid content", () => {
    for (const document of fixture()) expect(checked(document)).toEqual([]);
  });

  it("words every problem as the build does, in the order of the fields", () => {
    const site = load("site.yaml");
    site.companyNme = site.companyName;
    delete site.companyName;
    (site.nav as Doc[])[1] = { label: "Products", section: "prodcts" };
    (site.hero as Doc).text = "   ";
    (site.about as Doc).paragraphs = [null];
    expect(checked(documentOf(siteFile, "site.yaml", site))).toEqual([
      "content/site.yaml › companyNme: unknown field 'companyNme' — did you mean 'companyName'?",
      "content/site.yaml › companyName: this required field is missing. Expected a text.",
      'content/site.yaml › nav › item 2 › section: found "prodcts", expected one of: about, products, contact.',
      "content/site.yaml › hero › text: the text is empty. Expected a text.",
      "content/site.yaml › about › paragraphs › item 1: this item is empty. Expected a text.",
      "content/site.yaml › nav › item 2 › section › es: no item of the English list has this section. Expected the section of the English item this one translates.",
    ]);
  });

  it("says what it found, including dates and numbers", () => {
    const app = load(APP);
    app.name = new Date("2024-05-01");
    ((app.detail as Doc).quote as Doc).rating = 7;
    expect(checked(documentOf(appsCollection, APP, app))).toEqual([
      "content/apps/baby-lullabies.yaml › name: found a date (2024-05-01), expected a text.",
      "content/apps/baby-lullabies.yaml › detail › quote › rating: found the number 7, expected a whole number from 1 to 5.",
    ]);
  });

  it("reports an empty file", () => {
    expect(checked({ spec: screenshotsFile, file: "screenshots.yaml", value: undefined })).toEqual([
      "content/screenshots.yaml: found nothing, expected a group of fields (en, es).",
    ]);
  });

  it.each([
    ["left out", undefined],
    ["null", null],
    ["an empty text", ""],
    ["only spaces", "  "],
  ])("reads an optional text %s as not given", (_how, label) => {
    const app = load(APP);
    ((app.detail as Doc).moreScreenshots as Doc).galleryLinkLabel = label;
    expect(checked(documentOf(appsCollection, APP, app))).toEqual([]);
  });

  it("reads an optional group whose fields were all cleared as not given, and checks one half filled in", () => {
    const app = starlightStories();
    const detail = englishOf(app).detail as Doc;
    detail.quote = { text: "", author: "", rating: "" };
    detail.hero = "";
    expect(checked(app)).toEqual([]);
    detail.quote = { text: "Lovely", author: "" };
    expect(checked(app)).toEqual([
      "content/apps/starlight-stories.yaml › detail › quote › author: the text is empty. Expected a text.",
      "content/apps/starlight-stories.yaml › detail › quote › rating: this required field is missing. Expected a whole number from 1 to 5.",
    ]);
  });

  it("still refuses a required text left empty or of only spaces", () => {
    for (const name of ["", "   "]) {
      const app = load(APP);
      app.name = name;
      expect(checked(documentOf(appsCollection, APP, app))).toEqual([
        "content/apps/baby-lullabies.yaml › name: the text is empty. Expected a text.",
      ]);
    }
  });

  it("refuses a text longer than the layout takes, saying how long it is", () => {
    const app = load(APP);
    app.name = "x".repeat(161);
    (app.detail as Doc).intro = "y".repeat(1200);
    expect(checked(documentOf(appsCollection, APP, app))).toEqual([
      "content/apps/baby-lullabies.yaml › name: the text has 161 characters. Expected at most 160 characters.",
    ]);
  });

  it("checks references against the screenshots it is given, and only then", () => {
    const app = load(APP);
    (app.detail as Doc).hero = "now-playin";
    expect(checked(documentOf(appsCollection, APP, app))).toEqual([]);
    const shots = { screenshots: (load("screenshots.yaml").screenshots as Doc[]).slice(0, 1) };
    const both = [
      documentOf(screenshotsFile, "screenshots.yaml", shots),
      documentOf(appsCollection, APP, app),
    ];
    expect(messages(checkDocuments(both))).toContain(
      'content/apps/baby-lullabies.yaml › detail › hero: "now-playin" is not a slug in content/screenshots.yaml. Known: lullabies.',
    );
  });

  it("reports a page address used twice in one file", () => {
    const app = load(APP);
    (app.detail as Doc).path = "/baby-lullabies";
    expect(checked(documentOf(appsCollection, APP, app))).toEqual([
      'content/apps/baby-lullabies.yaml › detail › path: "/baby-lullabies" is already the address of content/apps/baby-lullabies.yaml › gallery › path.',
    ]);
  });

  it.each(["/404.html", "/", "Baby Lullabies"])("refuses %p as a page address", (address) => {
    const app = load(APP);
    (app.gallery as Doc).path = address;
    expect(checked(documentOf(appsCollection, APP, app))).toEqual([
      `content/apps/baby-lullabies.yaml › gallery › path: "${address}" cannot be a page address. Expected a page address such as /my-page (a slash, then lowercase letters, digits and dashes).`,
    ]);
  });

  it.each(["/admin", "/404", "/admin/baby-lullabies", "/static/lullabies"])(
    "refuses %p, an address the site keeps for itself",
    (address) => {
      const app = load(APP);
      (app.gallery as Doc).path = address;
      expect(checked(documentOf(appsCollection, APP, app))).toEqual([
        `content/apps/baby-lullabies.yaml › gallery › path: "${address}" is an address the site keeps for itself (the 404 page, the content editor, the site's pictures and data). Expected another page address.`,
      ]);
    },
  );

  it("holds every app to what the layout supports, the specification's too", () => {
    const withSlides = (document: Document, count: number) => {
      const slides = [
        "now-playing",
        "lullabies",
        "sleep-timer",
        "airplay",
        "white-noise",
        "nature-sounds",
        "x",
      ];
      (englishOf(document).carousel as Doc).slides = slides.slice(0, count);
      return document;
    };
    expect(checked(withSlides(documentOf(appsCollection, APP), 4))).toEqual([]);
    expect(checked(withSlides(starlightStories(), 1))).toEqual([]);
    expect(checked(withSlides(starlightStories(), 7))).toEqual([
      "content/apps/starlight-stories.yaml › carousel › slides: has 7 items, expected 1 to 6 items.",
    ]);
  });

  it("reads a release's day written as YAML's date or as a text, and refuses a day that is none", () => {
    const app = starlightStories();
    const releases = englishOf(app).releases as Doc[];
    expect(releases[0]?.date).toBeInstanceOf(Date);
    releases[1] = { ...releases[1], date: "2026-06-18" };
    expect(checked(app)).toEqual([]);
    releases.push({ ...releases[2] });
    expect(checked(app)).toEqual([
      'content/apps/starlight-stories.yaml › releases › item 4 › version: "1.0" is used by an earlier item too. Each version must be different.',
    ]);
    Object.assign(releases[0] ?? {}, { date: "2026-02-30", version: "1.2 beta" });
    expect(checked(app)).toEqual([
      'content/apps/starlight-stories.yaml › releases › item 1 › version: "1.2 beta" does not fit. Expected a version number in quotes, such as "1.2".',
      'content/apps/starlight-stories.yaml › releases › item 1 › date: "2026-02-30" does not fit. Expected a day written year-month-day, such as 2026-11-26.',
    ]);
  });

  it("takes an App Store ID and universal links only in their own forms", () => {
    const app = starlightStories();
    const appStore = englishOf(app).appStore as Doc;
    Object.assign(appStore, {
      id: "1234567890",
      universalLinks: {
        teamId: "ABCDE12345",
        bundleId: "com.example.stories",
        openedPaths: ["/starlight-stories-app/*"],
      },
    });
    expect(checked(app)).toEqual([]);
    Object.assign(appStore, {
      id: 1234567890,
      universalLinks: { teamId: "abcde", bundleId: "stories", openedPaths: ["starlight"] },
    });
    expect(checked(app)).toEqual([
      'content/apps/starlight-stories.yaml › appStore › id: found the number 1234567890, expected the digits of the App Store ID, in quotes, such as "1234567890".',
      'content/apps/starlight-stories.yaml › appStore › universalLinks › teamId: "abcde" does not fit. Expected ten capital letters and digits, such as ABCDE12345.',
      'content/apps/starlight-stories.yaml › appStore › universalLinks › bundleId: "stories" does not fit. Expected a bundle ID such as com.example.app.',
      'content/apps/starlight-stories.yaml › appStore › universalLinks › openedPaths › item 1: "starlight" does not fit. Expected a path starting with a slash, such as /baby-lullabies-app/*.',
    ]);
  });

  it("takes a Google Play package name and signing fingerprints only in their own forms", () => {
    const app = starlightStories();
    const fingerprint = Array.from({ length: 32 }, (_, i) =>
      (i * 7).toString(16).padStart(2, "0").toUpperCase(),
    ).join(":");
    englishOf(app).googlePlay = {
      id: "com.example.stories",
      buttonLabel: "Get it on Google Play",
      appLinks: { sha256CertFingerprints: [fingerprint] },
    };
    expect(checked(app)).toEqual([]);
    englishOf(app).googlePlay = {
      id: "stories",
      buttonLabel: "Get it on Google Play",
      appLinks: { sha256CertFingerprints: [fingerprint.toLowerCase().slice(3)] },
    };
    expect(checked(app)).toEqual([
      'content/apps/starlight-stories.yaml › googlePlay › id: "stories" does not fit. Expected a package name such as com.example.app.',
      `content/apps/starlight-stories.yaml › googlePlay › appLinks › sha256CertFingerprints › item 1: "${fingerprint.toLowerCase().slice(3)}" does not fit. Expected a SHA-256 fingerprint such as 14:6D:E9:…, 32 pairs of digits and A to F.`,
    ]);
  });

  it("takes app-ads.txt lines as the ad networks write them: records, variables and comments", () => {
    const site = load("site.yaml");
    site.appAds = [
      "# Ad networks allowed to sell ads in our apps",
      "google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0",
      "applovin.com, 5fa3d1b2, RESELLER # since 2026",
      "CONTACT=ads@example.com",
    ];
    expect(checked(documentOf(siteFile, "site.yaml", site))).toEqual([]);
    site.appAds = ["google.com pub-1234567890123456 DIRECT", "google.com, pub-1, SOMETIMES"];
    const expected =
      "Expected a record such as google.com, pub-1234567890123456, DIRECT, f08c47fec0942fa0; a variable such as CONTACT=ads@example.com; or a comment starting with #.";
    expect(checked(documentOf(siteFile, "site.yaml", site))).toEqual([
      `content/site.yaml › appAds › item 1: "google.com pub-1234567890123456 DIRECT" does not fit. ${expected}`,
      `content/site.yaml › appAds › item 2: "google.com, pub-1, SOMETIMES" does not fit. ${expected}`,
    ]);
  });

  it("takes accessibility features only by Apple's names, on Apple's devices", () => {
    const app = starlightStories();
    const label = englishOf(app).accessibility as Doc;
    label.devices = [{ device: "iPhone", features: ["VoiceOver", "Larger Text"] }, { device: "Android" }];
    const devices = "iPhone, iPad, Mac, Apple Watch, Apple TV, Apple Vision Pro";
    expect(checked(app)).toEqual([
      `content/apps/starlight-stories.yaml › accessibility › devices › item 2 › device: found "Android", expected one of: ${devices}.`,
    ]);
    label.devices = [{ device: "iPhone", features: ["Voiceover"] }];
    expect(checked(app)[0]).toMatch(
      /features › item 1: found "Voiceover", expected one of: VoiceOver, Voice Control, /,
    );
  });

  it("lets any app leave out its carousel and gallery", () => {
    const strip = (document: Document) => {
      const value = englishOf(document);
      delete value.carousel;
      delete value.gallery;
      return document;
    };
    expect(checked(strip(starlightStories()))).toEqual([]);
    expect(checked(strip(documentOf(appsCollection, APP)))).toEqual([]);
  });

  it("refuses a group of products that names a kind twice", () => {
    const site = load("site.yaml");
    const groups = (site.products as Doc).groups as Doc[];
    groups[1].kind = "web-platforms";
    expect(checked(documentOf(siteFile, "site.yaml", site))).toEqual([
      'content/site.yaml › products › groups › item 2 › kind: "web-platforms" is used by an earlier item too. Each kind must be different.',
      "content/site.yaml › products › groups › item 2 › kind › es: no item of the English list has this kind. Expected the kind of the English item this one translates.",
    ]);
  });

  it("refuses a screenshot, a feature or a section heading named twice in one list", () => {
    const app = starlightStories();
    const value = englishOf(app);
    const slides = (value.carousel as Doc).slides as string[];
    slides.push(slides[0] ?? "");
    const sections = (value.detail as Doc).sections as Doc[];
    sections.push({ ...sections[0] });
    const features = value.features as string[];
    features.push(features[0] ?? "");
    expect(checked(app)).toEqual([
      `content/apps/starlight-stories.yaml › features › item ${features.length}: "${features[0]}" is an earlier item of this list too. Expected each item once.`,
      `content/apps/starlight-stories.yaml › carousel › slides › item ${slides.length}: "${slides[0]}" is an earlier item of this list too. Expected each item once.`,
      `content/apps/starlight-stories.yaml › detail › sections › item ${sections.length} › heading: "${String(sections[0]?.heading)}" is used by an earlier item too. Each heading must be different.`,
    ]);
  });

  it("takes an app's privacy details as the App Store's label has them, each data type once a section", () => {
    const app = starlightStories();
    const privacy = englishOf(app).privacy as Doc;
    const crashes = { type: "Crash Data", purposes: ["Analytics"] };
    // Used to track you and linked to you: as the App Store shows it.
    privacy.data = {
      usedToTrackYou: ["Device ID"],
      linkedToYou: [{ type: "Device ID", purposes: ["Analytics"] }],
    };
    expect(checked(app)).toEqual([]);
    privacy.data = {
      usedToTrackYou: ["Device ID", "Device ID"],
      linkedToYou: [crashes, { type: "Crash Data", purposes: ["App Functionality"] }],
      notLinkedToYou: [{ type: "Crash Logs", purposes: ["Analytics"] }, crashes],
    };
    const at = "content/apps/starlight-stories.yaml › privacy › data";
    expect(checked(app)).toEqual([
      `${at} › usedToTrackYou › item 2: "Device ID" is an earlier item of this list too. Expected each item once.`,
      `${at} › linkedToYou › item 2 › type: "Crash Data" is used by an earlier item too. Each type must be different.`,
      expect.stringMatching(
        new RegExp(`^${at} › notLinkedToYou › item 1 › type: found "Crash Logs", expected one of: Name, `),
      ),
      `${at} › notLinkedToYou › item 2 › type: "Crash Data" is under linkedToYou too: a data type is linked to the person or it is not. Expected it under one of the two.`,
    ]);
  });

  it("asks the caller about image files, where the value is a well-formed path", () => {
    const asked: string[] = [];
    const site = load("site.yaml");
    site.shareImage = "";
    const checkImage = (imagePath: string) => {
      asked.push(imagePath);
      return imagePath === "images/logo.png" ? "not a picture" : undefined;
    };
    expect(checked(documentOf(siteFile, "site.yaml", site), { checkImage })).toEqual([
      "content/site.yaml › logo: not a picture",
      "content/site.yaml › shareImage: the text is empty. Expected the path of a PNG, JPEG, WebP or AVIF image, relative to the content folder (for example images/screens/lullabies.png).",
    ]);
    expect(asked).toEqual(["images/logo.png"]);
  });
});

describe("checking the content files together", () => {
  it("accepts valid content, with a second app and a second web platform", () => {
    const platform = load(PLATFORM);
    platform.name = "Med Spa Finder";
    expect(
      checkDocuments([
        ...fixture(),
        starlightStories(),
        documentOf(webPlatformsCollection, "web-platforms/med-spa-finder.yaml", platform),
      ]),
    ).toEqual([]);
  });

  it("reports a key used twice before the references to it", () => {
    const all = fixture();
    const shots = englishOf(all[1]);
    (shots.screenshots as Doc[])[1].slug = "lullabies";
    expect(messages(checkDocuments(all))).toEqual([
      'content/screenshots.yaml › screenshots › entry 2 (lullabies) › slug: "lullabies" is used by an earlier entry too. Each slug must be different.',
      'content/apps/baby-lullabies.yaml › gallery › screenshots › item 2: "nature-sounds" is not a slug in content/screenshots.yaml. Known: lullabies, white-noise, sleep-timer, airplay, now-playing.',
      'content/apps/baby-lullabies.yaml › detail › moreScreenshots › screenshots › item 2: "nature-sounds" is not a slug in content/screenshots.yaml. Known: lullabies, white-noise, sleep-timer, airplay, now-playing.',
      "content/screenshots.yaml › screenshots › entry 2 (nature-sounds) › slug › es: no item of the English list has this slug. Expected the slug of the English item this one translates.",
    ]);
  });

  it("reports two products claiming one page address, naming both files", () => {
    const copy = starlightStories();
    (englishOf(copy).detail as Doc).path = "/baby-lullabies";
    expect(messages(checkDocuments([...fixture(), copy]))).toEqual([
      'content/apps/starlight-stories.yaml › detail › path: "/baby-lullabies" is already the address of content/apps/baby-lullabies.yaml › gallery › path.',
    ]);
  });

  it("reports an app's privacy or support page on an address taken by another page", () => {
    const copy = starlightStories();
    (englishOf(copy).privacy as Doc).path = "/privacy";
    (englishOf(copy).support as Doc).path = "/baby-lullabies-app";
    expect(messages(checkDocuments([...fixture(), copy]))).toEqual([
      'content/apps/starlight-stories.yaml › privacy › path: "/privacy" is already the address of content/site.yaml › privacy › path.',
      'content/apps/starlight-stories.yaml › support › path: "/baby-lullabies-app" is already the address of content/apps/baby-lullabies.yaml › detail › path.',
    ]);
  });

  it("reports a page address inside another page's, either way round", () => {
    const inside = starlightStories();
    (englishOf(inside).gallery as Doc).path = "/baby-lullabies/starlight";
    const holding = starlightStories();
    (englishOf(holding).detail as Doc).path = "/catalogue";
    const under = documentOf(appsCollection, "apps/night-owl.yaml", load(APP));
    giveOwnAddresses(englishOf(under), "Night Owl");
    (englishOf(under).detail as Doc).path = "/catalogue/night-owl";
    expect(messages(checkDocuments([...fixture(), inside]))).toEqual([
      'content/apps/starlight-stories.yaml › gallery › path: "/baby-lullabies/starlight" is inside "/baby-lullabies", the address of content/apps/baby-lullabies.yaml › gallery › path: one page cannot be inside another page\'s address. Expected another page address.',
    ]);
    expect(messages(checkDocuments([...fixture(), under, holding]))).toEqual([
      'content/apps/starlight-stories.yaml › detail › path: "/catalogue" holds "/catalogue/night-owl", the address of content/apps/night-owl.yaml › detail › path: one page cannot be inside another page\'s address. Expected another page address.',
    ]);
  });

  it("reports two products of one name, of either kind, whatever the case", () => {
    const twin = starlightStories();
    englishOf(twin).name = " baby lullabies ";
    const platform = documentOf(webPlatformsCollection, "web-platforms/starlight.yaml", load(PLATFORM));
    englishOf(platform).name = "Starlight Stories";
    expect(messages(checkDocuments([...fixture(), twin]))).toEqual([
      'content/apps/starlight-stories.yaml › name: "baby lullabies" is already the name of content/apps/baby-lullabies.yaml. Each product needs a name of its own: the home page and the content editor tell products apart by it.',
    ]);
    expect(messages(checkDocuments([...fixture(), starlightStories(), platform]))).toEqual([
      'content/web-platforms/starlight.yaml › name: "Starlight Stories" is already the name of content/apps/starlight-stories.yaml. Each product needs a name of its own: the home page and the content editor tell products apart by it.',
    ]);
  });

  it("reports a screenshot slug not in the form of one", () => {
    const all = fixture();
    const shots = englishOf(all[1]).screenshots as Doc[];
    shots[4].slug = "Air Play!";
    expect(messages(checkDocuments(all))[0]).toBe(
      'content/screenshots.yaml › screenshots › entry 5 (Air Play!) › slug: "Air Play!" cannot be a slug. Expected a short name of lowercase letters, digits and dashes, such as now-playing.',
    );
  });

  it("reports a product's file name that cannot name it, and two products' files of one name", () => {
    const misnamed = { ...starlightStories(), file: "apps/Starlight Stories.yaml" };
    const twin = documentOf(webPlatformsCollection, "web-platforms/baby-lullabies.yaml", load(PLATFORM));
    englishOf(twin).name = "Baby Lullabies Directory";
    expect(messages(checkDocuments([...fixture(), misnamed, twin]))).toEqual([
      'content/apps/Starlight Stories.yaml: the file name "Starlight Stories.yaml" cannot name an app. Expected lowercase letters, digits and dashes, ending in .yaml: rename it, for example to starlight-stories.yaml.',
      'content/web-platforms/baby-lullabies.yaml: "baby-lullabies" is already the name of content/apps/baby-lullabies.yaml. Each product\'s file needs a name of its own.',
    ]);
  });

  it.each([
    ["Starlight Stories", "starlight-stories"],
    ["Café Crème 2", "cafe-creme-2"],
    ["  --Sleepy   Sheep!--", "sleepy-sheep"],
  ])("turns %p into the slug %p", (name, slug) => {
    expect(asProductSlug(name)).toBe(slug);
  });
});

describe("checking each language's content", () => {
  const spanish = (file: string): Doc => saved(file).es as Doc;
  const inSpanish = (es: Doc) => documentOf(appsCollection, APP, load(APP), { es });

  it("checks the fixture's Spanish as it checks its English", () => {
    expect(checkedAll(...fixture().slice(0, 2), inSpanish(spanish(APP)))).toEqual([]);
  });

  it("refuses a site-wide file without a language, and a key that names none", () => {
    const site = documentOf(siteFile, "site.yaml", load("site.yaml"), { esp: spanish("site.yaml") });
    expect(checked(site)).toEqual([
      "content/site.yaml › esp: unknown field 'esp' — did you mean 'es'?",
      "content/site.yaml › es: the Spanish texts are missing. Every language the site speaks needs the site's texts: add them under the language's key.",
    ]);
  });

  it("names the file, the field and the language of a missing translation", () => {
    const es = spanish(APP);
    delete (es.detail as Doc).headline;
    expect(checkedAll(...fixture().slice(0, 2), inSpanish(es))).toEqual([
      "content/apps/baby-lullabies.yaml › detail › headline › es: this required field is missing. Expected a text.",
    ]);
  });

  it("refuses what is given once, in English, written under another language", () => {
    const es = spanish(APP);
    (es.appStore as Doc).id = "1234567890";
    expect(checkedAll(...fixture().slice(0, 2), inSpanish(es))).toEqual([
      "content/apps/baby-lullabies.yaml › appStore › id › es: this is given once, in English, for every language: leave it out here (it is ignored).",
    ]);
  });

  it("refuses a proper name written again under another language: a product's, a device's, the company's and its street", () => {
    const es = spanish(APP);
    es.name = "Canciones de Cuna";
    (es.support as Doc).requirements = { ...((es.support as Doc).requirements as Doc), devices: ["iPhone"] };
    const site = spanish("site.yaml");
    site.companyName = "Camelback Digital";
    (site.contact as Doc).address = { ...((site.contact as Doc).address as Doc), street: "Calle 1" };
    const given = (where: string) =>
      `content/${where} › es: this is given once, in English, for every language: leave it out here (it is ignored).`;
    expect(
      checkedAll(documentOf(siteFile, "site.yaml", load("site.yaml"), { es: site }), inSpanish(es)),
    ).toEqual([
      given("site.yaml › companyName"),
      given("site.yaml › contact › address › street"),
      given(`${APP} › name`),
      given(`${APP} › support › requirements › devices`),
    ]);
  });

  it("refuses the Spanish 404 page's address for a page, naming the file", () => {
    const es = spanish(APP);
    (es.gallery as Doc).path = "/es/404";
    expect(checkedAll(...fixture().slice(0, 2), inSpanish(es))).toEqual([
      'content/apps/baby-lullabies.yaml › gallery › path › es: "/es/404" is an address the site keeps for itself (the 404 page, the content editor, the site\'s pictures and data). Expected another page address.',
    ]);
  });

  it("keeps each language's page addresses in its folder, and every address unique across languages", () => {
    const es = spanish(APP);
    (es.detail as Doc).path = "/canciones";
    (es.gallery as Doc).path = "/es/canciones-de-cuna-soporte";
    const english = load(APP);
    (english.support as Doc).path = "/es/support";
    expect(checkedAll(...fixture().slice(0, 2), documentOf(appsCollection, APP, english, { es }))).toEqual([
      "content/apps/baby-lullabies.yaml › support › path: \"/es/support\" is inside another language's folder. Expected an address outside the languages' folders.",
      'content/apps/baby-lullabies.yaml › detail › path › es: "/canciones" is outside the Spanish pages\' folder. Expected an address starting with /es/.',
      'content/apps/baby-lullabies.yaml › support › path › es: "/es/canciones-de-cuna-soporte" is already the address of content/apps/baby-lullabies.yaml › gallery › path › es.',
    ]);
  });

  it("gives an address left untranslated in the language's folder, and takes days from the English release of the same version", () => {
    const es = spanish(APP);
    delete (es.gallery as Doc).path;
    (es.releases as Doc[]).reverse();
    expect(checkedAll(...fixture().slice(0, 2), inSpanish(es))).toEqual([]);
  });

  it("asks a product without a language's part for an empty one, which the editor needs", () => {
    const platform = { spec: webPlatformsCollection, file: PLATFORM, value: { en: load(PLATFORM) } };
    expect(checkedAll(...fixture().slice(0, 2), platform)).toEqual([
      `content/${PLATFORM} › es: found no Spanish part. Expected its Spanish texts under "es:", or "es: {}" while it has none (the content editor needs one for each language).`,
    ]);
  });

  it("lists the products that have no content in a language, which is no problem", () => {
    const platform = documentOf(webPlatformsCollection, PLATFORM);
    expect(checkedAll(...fixture().slice(0, 2), platform)).toEqual([]);
    expect(untranslatedProducts([platform])).toEqual([{ file: `content/${PLATFORM}`, missing: ["es"] }]);
  });
});
