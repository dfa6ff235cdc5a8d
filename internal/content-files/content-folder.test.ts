/**
 * @jest-environment node
 */
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import yaml from "js-yaml";
import { formatProblem, formatProblems, say } from "../../src/content-model/words";
import { giveOwnAddresses } from "../../src/test-utils/own-addresses";
import {
  CONTENT_FILE_TYPE,
  InvalidContentError,
  loadContent,
  typeNameOf,
  validateContent,
} from "./content-folder";

const CONTENT_DIR = path.resolve(__dirname, "../../content");
/**
 * Valid content that stays as it is: a copy of content/ as it was when these tests were written,
 * pictures and all. The messages quote slugs, addresses and positions, which editors change.
 */
const FIXTURE_DIR = path.resolve(__dirname, "fixtures/content");
type Doc = Record<string, unknown>;

/** A copy of the fixture in a temporary folder, to break on purpose. */
function fixture(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "content-"));
  cpSync(FIXTURE_DIR, dir, { recursive: true });
  return dir;
}

/** Changes a content file's English (`en:`), or its whole, languages and all, with `whole`. */
function edit(dir: string, file: string, change: (doc: Doc) => void, whole = false): void {
  const full = path.join(dir, file);
  const doc = yaml.load(readFileSync(full, "utf8")) as Doc;
  change(whole ? doc : (doc.en as Doc));
  writeFileSync(full, yaml.dump(doc));
}

const messages = (dir: string) => validateContent(dir).map(formatProblem);

const APP = "apps/baby-lullabies.yaml";
const PLATFORM = "web-platforms/botox-provider-directory.yaml";

describe("content validation", () => {
  let dir: string;
  beforeEach(() => {
    dir = fixture();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("accepts the site's real content", () => {
    expect(validateContent(CONTENT_DIR)).toEqual([]);
  });

  it("accepts the fixture the other tests break", () => {
    expect(validateContent(FIXTURE_DIR)).toEqual([]);
  });

  it("names the file and field of a missing required field", () => {
    edit(dir, "site.yaml", (doc) => delete (doc.about as Doc).heading);
    expect(messages(dir)).toEqual([
      "content/site.yaml › about › heading: this required field is missing. Expected a text.",
    ]);
  });

  it("reports an empty field", () => {
    edit(dir, PLATFORM, (doc) => (doc.name = null));
    expect(messages(dir)).toEqual([
      "content/web-platforms/botox-provider-directory.yaml › name: this required field is empty. Expected a text.",
    ]);
  });

  it("reports a wrong type", () => {
    edit(dir, APP, (doc) => ((doc.detail as Doc).badges = "Sleep Timer"));
    expect(messages(dir)).toEqual([
      'content/apps/baby-lullabies.yaml › detail › badges: found "Sleep Timer", expected a list of 1 to 4 items, each a text.',
    ]);
  });

  it("reports an image path that does not exist", () => {
    edit(
      dir,
      "screenshots.yaml",
      (doc) => ((doc.screenshots as Doc[])[1].image = "images/screens/nature.png"),
    );
    expect(messages(dir)).toEqual([
      'content/screenshots.yaml › screenshots › entry 2 (nature-sounds) › image: the image "images/screens/nature.png" does not exist (looked for content/images/screens/nature.png). Check the spelling and the folder.',
    ]);
  });

  it("reports a file that is not an image", () => {
    writeFileSync(path.join(dir, "notes.txt"), "not an image");
    edit(dir, "site.yaml", (doc) => (doc.logo = "notes.txt"));
    expect(messages(dir)).toEqual([
      'content/site.yaml › logo: "notes.txt" is not an image the site can use. Expected a PNG, JPEG, WebP or AVIF file.',
    ]);
  });

  it("reports a picture with no name before its extension, as the editor saves one named in another script", () => {
    copyFileSync(path.join(dir, "images", "logo.png"), path.join(dir, "images", ".png"));
    edit(dir, "site.yaml", (doc) => (doc.logo = "images/.png"));
    expect(messages(dir)).toEqual([`content/site.yaml › logo: ${say.imageUnnamed("images/.png")}`]);
  });

  it.each(["botox-directory.example.com", "ftp://example.com/", "javascript:alert(1)", "https://"])(
    "reports %p as a URL that is not http(s)",
    (url) => {
      edit(dir, PLATFORM, (doc) => (doc.url = url));
      expect(messages(dir)).toEqual([
        `content/web-platforms/botox-provider-directory.yaml › url: "${url}" is not a web address. Expected a full address starting with https:// (or http://).`,
      ]);
    },
  );

  it("suggests the right name for a mistyped field", () => {
    edit(dir, APP, (doc) => {
      const gallery = doc.gallery as Doc;
      gallery.titel = gallery.title;
      delete gallery.title;
    });
    expect(messages(dir)).toEqual([
      "content/apps/baby-lullabies.yaml › gallery › titel: unknown field 'titel' — did you mean 'title'?",
      "content/apps/baby-lullabies.yaml › gallery › title: this required field is missing. Expected a text.",
    ]);
  });

  it("reports a list of the wrong length", () => {
    edit(dir, APP, (doc) => ((doc.detail as Doc).badges = []));
    expect(messages(dir)).toEqual([
      "content/apps/baby-lullabies.yaml › detail › badges: has 0 items, expected 1 to 4 items.",
    ]);
  });

  it("reports a list file without its list field, and a duplicate key", () => {
    edit(dir, "screenshots.yaml", (doc) => {
      const entries = doc.screenshots as Doc[];
      entries[2].slug = "lullabies";
      doc.screenshot = entries;
      delete doc.screenshots;
    });
    expect(messages(dir)).toEqual([
      "content/screenshots.yaml › screenshot: unknown field 'screenshot' — did you mean 'screenshots'?",
      'content/screenshots.yaml › screenshots: this required field is missing. Expected a field "screenshots:" holding a list of entries, each starting with "- slug:".',
    ]);
    edit(dir, "screenshots.yaml", (doc) => {
      doc.screenshots = doc.screenshot;
      delete doc.screenshot;
    });
    expect(messages(dir)).toEqual([
      'content/screenshots.yaml › screenshots › entry 3 (lullabies) › slug: "lullabies" is used by an earlier entry too. Each slug must be different.',
      'content/apps/baby-lullabies.yaml › gallery › screenshots › item 3: "white-noise" is not a slug in content/screenshots.yaml. Known: lullabies, nature-sounds, sleep-timer, airplay, now-playing.',
      'content/apps/baby-lullabies.yaml › detail › moreScreenshots › screenshots › item 3: "white-noise" is not a slug in content/screenshots.yaml. Known: lullabies, nature-sounds, sleep-timer, airplay, now-playing.',
      "content/screenshots.yaml › screenshots › entry 3 (white-noise) › slug › es: no item of the English list has this slug. Expected the slug of the English item this one translates.",
    ]);
  });

  it("reports a screenshot name that is not in screenshots.yaml", () => {
    edit(dir, APP, (doc) => ((doc.detail as Doc).hero = "now-playin"));
    expect(messages(dir)).toEqual([
      "content/apps/baby-lullabies.yaml › detail › hero: \"now-playin\" is not a slug in content/screenshots.yaml. Did you mean 'now-playing'?",
    ]);
  });

  it("reports a page address that is not one", () => {
    edit(dir, APP, (doc) => ((doc.gallery as Doc).path = "baby lullabies"));
    expect(messages(dir)).toEqual([
      'content/apps/baby-lullabies.yaml › gallery › path: "baby lullabies" cannot be a page address. Expected a page address such as /my-page (a slash, then lowercase letters, digits and dashes).',
    ]);
  });

  it.each([
    [
      "an unclosed bracket",
      "name: [unclosed\nsummary: x\n",
      "content/web-platforms/botox-provider-directory.yaml › line 2: the file cannot be read as YAML: missed comma between flow collection entries. Check the indentation and quotes on this line and the one before it.",
    ],
    [
      "a line indented too far",
      "name: Botox directory\n summary: x\n",
      "content/web-platforms/botox-provider-directory.yaml › line 2: the file cannot be read as YAML: bad indentation of a mapping entry. Check the indentation and quotes on this line and the one before it.",
    ],
  ])("reports YAML that cannot be read (%s), with its line", (_mistake, source, expected) => {
    writeFileSync(path.join(dir, PLATFORM), source);
    expect(messages(dir)).toEqual([expected]);
  });

  it("reports a missing content file and YAML files the site does not use", () => {
    rmSync(path.join(dir, "site.yaml"));
    writeFileSync(path.join(dir, "sites.yaml"), "name: x\n");
    mkdirSync(path.join(dir, "app"));
    writeFileSync(path.join(dir, "app", "starlight-stories.yaml"), "name: x\n");
    mkdirSync(path.join(dir, "apps", "drafts"));
    writeFileSync(path.join(dir, "apps", "drafts", "moonbeam.yaml"), "name: x\n");
    expect(messages(dir)).toEqual([
      "content/site.yaml: this file is missing. It should hold company-wide texts: header, home page sections, contact details, footer, privacy policy, releases feed and 404 page.",
      "content/app/starlight-stories.yaml: the site does not use the YAML files in this folder. Did you mean 'apps'? Products go in content/apps/ or content/web-platforms/, one file each.",
      "content/apps/drafts/moonbeam.yaml: the site does not use files in a folder inside content/apps/: move this file into content/apps/ itself.",
      "content/sites.yaml: the site does not use this file. Did you mean 'site.yaml'? A product's file goes in content/apps/ or content/web-platforms/.",
    ]);
  });

  it("accepts a new product added as a file, and refuses one whose addresses are taken", () => {
    const copy = path.join(dir, "apps", "starlight-stories.yaml");
    cpSync(path.join(dir, APP), copy);
    // In English only: it has no Spanish pages yet.
    edit(dir, "apps/starlight-stories.yaml", (doc) => (doc.es = {}), true);
    edit(dir, "apps/starlight-stories.yaml", (doc) => {
      giveOwnAddresses(doc, "Starlight Stories");
      (doc.gallery as Doc).path = "/baby-lullabies";
    });
    expect(messages(dir)).toEqual([
      'content/apps/starlight-stories.yaml › gallery › path: "/baby-lullabies" is already the address of content/apps/baby-lullabies.yaml › gallery › path.',
    ]);
    edit(dir, "apps/starlight-stories.yaml", (doc) => ((doc.gallery as Doc).path = "/starlight-stories"));
    expect(messages(dir)).toEqual([]);
  });

  it("lists every problem at once, with a heading and a pointer to the guide", () => {
    edit(dir, "site.yaml", (doc) => {
      delete doc.companyName;
      doc.nav = [];
    });
    const text = formatProblems(validateContent(dir));
    expect(text).toBe(
      [
        "The content in content/ has 2 problems. Fix them and run the command again:",
        "",
        "  • content/site.yaml › companyName: this required field is missing. Expected a text.",
        "  • content/site.yaml › nav: has 0 items, expected 1 to 6 items.",
        "",
        "CONTENT.md explains every content file and field.",
      ].join("\n"),
    );
  });
});

describe("loading the content", () => {
  const dir = fixture();
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("gives each file's values in a language, typed, and each product it has with its slug", () => {
    const saved = yaml.load(readFileSync(path.join(FIXTURE_DIR, "site.yaml"), "utf8")) as Record<string, Doc>;
    const english = loadContent(FIXTURE_DIR);
    expect(english.site.hero.heading).toBe((saved.en.hero as Doc).heading);
    expect(english.apps.map((app) => [app.slug, app.file])).toEqual([["baby-lullabies", APP]]);
    const spanish = loadContent(FIXTURE_DIR, "es");
    expect(spanish.site.hero.heading).toBe((saved.es.hero as Doc).heading);
    expect(spanish.site.logo).toBe(english.site.logo);
    edit(dir, APP, (doc) => (doc.es = {}), true);
    expect(loadContent(dir, "es").apps).toEqual([]);
  });

  it("refuses content the build would refuse, listing every problem as the build does", () => {
    writeFileSync(path.join(dir, "apps", "Copy.yaml"), readFileSync(path.join(dir, APP)));
    expect(() => loadContent(dir)).toThrow(InvalidContentError);
    expect(() => loadContent(dir)).toThrow(
      'content/apps/Copy.yaml: the file name "Copy.yaml" cannot name an app.',
    );
  });

  it("gives each content file one node type, and a file the site does not use another", () => {
    expect(typeNameOf(APP)).toBe(CONTENT_FILE_TYPE);
    expect(typeNameOf("site.yaml")).toBe(CONTENT_FILE_TYPE);
    expect(typeNameOf("apps/drafts/moonbeam.yaml")).toBe("UnusedContentYaml");
  });
});
