// Runs in Jest's browser environment (jsdom): the content editor's preview checks unsaved values
// with the same code and must print the same messages as the build.
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { checkDocuments, entryKeys } from "./check-content";
import { checkDocument } from "./check-document";
import { contentFiles, lullabyAppFile, screenshotsFile, siteFile } from "./content-files";
import { formatProblem } from "./problems";

type Doc = Record<string, unknown>;

/**
 * A fresh copy of a content file's saved value, as the editor would hold it: from a copy of the
 * content that does not change (internal/content/fixtures/content/), because the messages quote
 * slugs, addresses and positions that editors change. The real content is checked by
 * internal/content/validate-content.test.ts.
 */
const load = (file: string): Doc =>
  yaml.load(
    readFileSync(path.resolve(__dirname, "../../internal/content/fixtures/content", file), "utf8"),
  ) as Doc;

const messages = (problems: Parameters<typeof formatProblem>[0][]) => problems.map(formatProblem);

describe("checking one content file's value", () => {
  it("accepts every file of valid content", () => {
    for (const spec of contentFiles) expect(checkDocument(spec, load(spec.file)).problems).toEqual([]);
  });

  it("words every problem as the build does, in the order of the fields", () => {
    const site = load("site.yaml");
    site.companyNme = site.companyName;
    delete site.companyName;
    (site.nav as Doc[])[1] = { label: "Products", section: "prodcts" };
    (site.hero as Doc).text = "   ";
    (site.about as Doc).paragraphs = [null];
    expect(messages([...checkDocument(siteFile, site).problems])).toEqual([
      "content/site.yaml › companyNme: unknown field 'companyNme' — did you mean 'companyName'?",
      "content/site.yaml › companyName: this required field is missing. Expected a text.",
      'content/site.yaml › nav › item 2 › section: found "prodcts", expected one of: about, products, contact.',
      "content/site.yaml › hero › text: the text is empty. Expected a text.",
      "content/site.yaml › about › paragraphs › item 1: this item is empty. Expected a text.",
    ]);
  });

  it("says what it found, including dates and numbers", () => {
    const app = load("lullaby-app.yaml");
    app.name = new Date("2024-05-01");
    ((app.detail as Doc).quote as Doc).rating = 7;
    expect(messages([...checkDocument(lullabyAppFile, app).problems])).toEqual([
      "content/lullaby-app.yaml › name: found a date (2024-05-01), expected a text.",
      "content/lullaby-app.yaml › detail › quote › rating: found the number 7, expected a whole number from 1 to 5.",
    ]);
  });

  it("reports an empty file", () => {
    expect(messages([...checkDocument(screenshotsFile, undefined).problems])).toEqual([
      'content/screenshots.yaml: found nothing, expected a field "screenshots:" holding a list of entries, each starting with "- slug:".',
    ]);
  });

  it("accepts an optional field left out or left empty", () => {
    for (const label of [undefined, null]) {
      const app = load("lullaby-app.yaml");
      ((app.detail as Doc).moreScreenshots as Doc).galleryLinkLabel = label;
      expect(checkDocument(lullabyAppFile, app).problems).toEqual([]);
    }
  });

  it("checks references against the keys it is given, and only then", () => {
    const app = load("lullaby-app.yaml");
    (app.detail as Doc).hero = "now-playin";
    expect(checkDocument(lullabyAppFile, app).problems).toEqual([]);
    const keys = new Map([["screenshots.yaml", new Set(["lullabies", "now-playing"])]]);
    expect(messages([...checkDocument(lullabyAppFile, app, { keys }).problems])).toContain(
      "content/lullaby-app.yaml › detail › hero: \"now-playin\" is not a slug in content/screenshots.yaml. Did you mean 'now-playing'?",
    );
  });

  it("reports a page address used twice", () => {
    const app = load("lullaby-app.yaml");
    (app.detail as Doc).path = "/baby-lullabies";
    expect(messages([...checkDocument(lullabyAppFile, app).problems])).toEqual([
      'content/lullaby-app.yaml › detail › path: "/baby-lullabies" is already the address of content/lullaby-app.yaml › gallery › path.',
    ]);
  });

  it.each(["/admin", "/404", "Baby Lullabies"])("refuses %p as a page address", (address) => {
    const app = load("lullaby-app.yaml");
    (app.gallery as Doc).path = address;
    expect(messages([...checkDocument(lullabyAppFile, app).problems])).toEqual([
      `content/lullaby-app.yaml › gallery › path: "${address}" cannot be a page address. Expected a page address such as /my-page (a slash, then lowercase letters, digits and dashes), other than /404.`,
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
    expect(messages([...checkDocument(siteFile, site, { checkImage }).problems])).toEqual([
      "content/site.yaml › logo: not a picture",
      "content/site.yaml › shareImage: the text is empty. Expected the path of a PNG, JPEG, WebP or AVIF image, relative to the content folder (for example images/screens/lullabies.png).",
    ]);
    expect(asked).toEqual(["images/logo.png"]);
  });
});

describe("checking the content files together", () => {
  const documents = () => contentFiles.map((spec) => ({ spec, value: load(spec.file) as unknown }));

  it("accepts valid content", () => {
    expect(checkDocuments(documents())).toEqual([]);
  });

  it("reports a key used twice before the references to it", () => {
    const all = documents();
    const shots = all.find((document) => document.spec === screenshotsFile)?.value as Doc;
    (shots.screenshots as Doc[])[1].slug = "lullabies";
    expect(messages(checkDocuments(all))).toEqual([
      'content/screenshots.yaml › screenshots › entry 2 (lullabies) › slug: "lullabies" is used by an earlier entry too. Each slug must be different.',
      'content/lullaby-app.yaml › gallery › screenshots › item 2: "nature-sounds" is not a slug in content/screenshots.yaml. Known: lullabies, white-noise, sleep-timer, airplay, now-playing.',
      'content/lullaby-app.yaml › detail › moreScreenshots › screenshots › item 2: "nature-sounds" is not a slug in content/screenshots.yaml. Known: lullabies, white-noise, sleep-timer, airplay, now-playing.',
    ]);
  });

  it("knows no keys of a list file without its list", () => {
    expect(entryKeys(screenshotsFile, { screenshot: [] })).toEqual({ problems: [] });
  });
});
