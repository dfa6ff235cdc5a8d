import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import yaml from "js-yaml";
import sharp from "sharp";
import { groupHeading, specificationContent } from "../internal/test-utils/specification";
import { validateContent } from "../internal/content-files/content-folder";
import { webPlatformsCollection } from "../src/content-model/content";
import { MAX_LENGTH } from "../src/content-model/fields";
import { EDITOR_SAYS, say } from "../src/content-model/words";
import {
  choose,
  editorTest,
  expect,
  expectSaved,
  field,
  inputHolding,
  newEntry,
  openEntry,
  openItem,
  partOf,
  readYaml,
  removeButtons,
  retype,
  type Values,
  withEmptySpanish,
} from "./support/drive-editor";
import { keepForBuild } from "./support/saved-files";

/**
 * Every kind of field the editor offers, driven to its edges (cleared, only spaces, at its least
 * and its most, past them, the longest text, an http:// address, a picture named with spaces and
 * capitals): the editor either saves a file the build accepts, or refuses to save and says why in
 * the build's words. The files saved here are built together at the end (editor-saved.spec.ts).
 */
editorTest.describe.configure({ mode: "serial" });

const { app, directory, screenshots } = specificationContent();
const PLATFORM = "web-platforms/botox-provider-directory.yaml";
const APP = "apps/baby-lullabies.yaml";

/** The files the editor saved in the tests, as saved: built together by the last test. */
const saved = new Map<string, Buffer>();

function keep(contentDir: string, ...files: string[]): void {
  for (const file of files) keepAs(contentDir, file, file);
}

/** A content file with its product renamed to `name`, given once for every language. */
const renamed = (file: Values, name: string): Values => ({ ...file, en: { ...partOf(file), name } });

/**
 * Keeps a saved file under another name, beside a later save of the same file; a product kept so
 * is renamed to `productName`, as two products of one name would stop the build.
 */
function keepAs(contentDir: string, file: string, name: string, productName?: string): void {
  const data = readFileSync(path.join(contentDir, file));
  if (productName === undefined) {
    saved.set(name, data);
    return;
  }
  const product = yaml.load(data.toString("utf8")) as Values;
  saved.set(name, Buffer.from(yaml.dump(renamed(product, productName))));
}

/** The web platform's address saved as http://, kept as a copy of its own to be built. */
const PLAIN_HTTP = "http://botox-directory.example.com/find";
const PLAIN_HTTP_COPY = "web-platforms/plain-http.yaml";

/** A new web platform, with its file's name as Decap makes it from its name. */
const NEW_PLATFORM_NAME = "Sam's Café Finder";
const NEW_PLATFORM = "web-platforms/sams-cafe-finder.yaml";

/** An app of the catalogue's, renamed after it was saved: its file keeps the name it had. */
const RENAMED_APP = "apps/moon-garden.yaml";
const RENAMED_APP_FIXTURE = path.join(__dirname, "fixtures", "catalogue", RENAMED_APP);
const RENAMED_APP_NAME = partOf(yaml.load(readFileSync(RENAMED_APP_FIXTURE, "utf8"))).name as string;
const renamedSlug = path.basename(RENAMED_APP, ".yaml");

/** The specification's app's slug, its file's name. */
const appSlug = path.basename(APP, ".yaml");

/** A web platform's name at its longest. */
const LONGEST_NAME = `Botox ${"n".repeat(MAX_LENGTH.line - 6)}`;

/** The web platform with its longest texts, built beside the one with its longest list. */
const LONGEST_TEXTS = "web-platforms/longest-texts.yaml";

/** A second app, added as a file (the catalogue's), whose every optional part the editor may empty. */
const OTHER_APP = "apps/starlight-stories.yaml";
const OTHER_APP_FIXTURE = path.join(__dirname, "fixtures", "catalogue", OTHER_APP);
const GALLERY_LINK_LABEL = "See every screenshot";

/**
 * Makes a phone-sized picture in the format its name says (`.gif`, `.png`…), or in `format`, and
 * chooses it, as an upload, for the first screenshot in Site › Screenshots.
 */
async function uploadForFirstScreenshot(
  page: Page,
  upload: string,
  format?: keyof sharp.FormatEnum,
): Promise<void> {
  await sharp({ create: { width: 1170, height: 2532, channels: 3, background: { r: 30, g: 60, b: 120 } } })
    .toFormat(format ?? (path.extname(upload).slice(1).toLowerCase() as keyof sharp.FormatEnum))
    .toFile(upload);
  await openEntry(page, "Site", "Screenshots");
  const first = screenshots.screenshots[0];
  if (!first) throw new Error("content/screenshots.yaml has no screenshot");
  const item = await openItem(page, first.slug);
  await item.getByRole("button", { name: "Choose different image" }).click();
  await page.locator('input[type="file"]').setInputFiles(upload);
  await page.getByRole("button", { name: "Choose selected" }).click();
}

editorTest.describe("the editor at the edges of what it can save", () => {
  editorTest.setTimeout(120_000);

  editorTest("texts: cleared, only spaces, at and past their longest", async ({ page, refused, content }) => {
    await openEntry(page, "Web platforms", directory.name);
    const name = field(page, "Name");

    await retype(name, "");
    await refused.existing(PLATFORM, EDITOR_SAYS.required.replace("%{fieldLabel}", "Name"));

    await retype(name, "x".repeat(MAX_LENGTH.line + 1));
    await refused.existing(PLATFORM, `Name: Expected at most ${MAX_LENGTH.line} characters.`);

    // Only spaces pass the editor's own check; the build's, before saving, refuses them.
    await retype(name, "   ");
    await refused.existing(PLATFORM, `content/${PLATFORM} › name: the text is empty. Expected a text.`);

    await retype(name, LONGEST_NAME);
    // A long text (a paragraph) the same way: cleared, only spaces, past its longest.
    const summaryField = field(page, "Summary");
    await retype(summaryField, "");
    await refused.existing(PLATFORM, EDITOR_SAYS.required.replace("%{fieldLabel}", "Summary"));
    await retype(summaryField, " \n ");
    await refused.existing(PLATFORM, `content/${PLATFORM} › summary: the text is empty. Expected a text.`);
    await retype(summaryField, "x".repeat(MAX_LENGTH.paragraph + 1));
    await refused.existing(PLATFORM, `Summary: Expected at most ${MAX_LENGTH.paragraph} characters.`);

    const summary = `${"A web directory of local providers. ".repeat(40)}`
      .slice(0, MAX_LENGTH.paragraph)
      .trim();
    await retype(summaryField, summary);
    await expectSaved(page, () => readYaml(content, PLATFORM).name === LONGEST_NAME);
    expect(readYaml(content, PLATFORM).summary).toBe(summary);
    expect(validateContent(content.contentDir)).toEqual([]);
    // Named with the longest name: the directory comes back beside it.
    keepAs(content.contentDir, PLATFORM, LONGEST_TEXTS, LONGEST_NAME);
  });

  editorTest(
    "web addresses: an http:// address and one at its longest are saved, a bare host and a longer one refused",
    async ({ page, refused, content }) => {
      await openEntry(page, "Web platforms", directory.name);
      const address = field(page, "Web address");
      await retype(address, "botox-directory.example.com");
      await refused.existing(
        PLATFORM,
        `content/${PLATFORM} › url: "botox-directory.example.com" is not a web address. Expected a full address starting with https:// (or http://).`,
      );
      const longest = `${PLAIN_HTTP}?q=`.padEnd(MAX_LENGTH.webAddress, "a");
      await retype(address, `${longest}a`);
      await refused.existing(PLATFORM, `Web address: Expected at most ${MAX_LENGTH.webAddress} characters.`);
      await retype(address, longest);
      await expectSaved(page, () => readYaml(content, PLATFORM).url === longest);
      expect(validateContent(content.contentDir)).toEqual([]);
      await retype(address, PLAIN_HTTP);
      await expectSaved(page, () => readYaml(content, PLATFORM).url === PLAIN_HTTP);
      expect(validateContent(content.contentDir)).toEqual([]);
      keepAs(content.contentDir, PLATFORM, PLAIN_HTTP_COPY, "Plain Address Directory");
    },
  );

  editorTest(
    "page addresses: not in the form of one, or kept by the site, are refused",
    async ({ page, refused }) => {
      await openEntry(page, "Apps", app.name);
      const galleryPath = field(page, "Path (optional)");
      await retype(galleryPath, "/Starlight Stories");
      await refused.existing(
        APP,
        `content/${APP} › gallery › path: "/Starlight Stories" cannot be a page address. Expected a page address such as /my-page (a slash, then lowercase letters, digits and dashes).`,
      );
      await retype(galleryPath, "/admin/gallery");
      await refused.existing(
        APP,
        `content/${APP} › gallery › path: "/admin/gallery" is an address the site keeps for itself`,
      );
      await retype(galleryPath, `/${"a".repeat(MAX_LENGTH.pagePath)}`);
      await refused.existing(APP, `Path: Expected at most ${MAX_LENGTH.pagePath} characters.`);
    },
  );

  editorTest(
    "a new product: its file named after its name, as Decap names it; a name taken or unusable is refused",
    async ({ page, refused, content, consoleLog }) => {
      const folder = webPlatformsCollection.folder;
      // An app renamed after it was saved keeps its file's name, which a new product's name may give.
      const fixture = yaml.load(readFileSync(RENAMED_APP_FIXTURE, "utf8")) as Values;
      writeFileSync(
        path.join(content.contentDir, RENAMED_APP),
        yaml.dump(renamed(fixture, `${RENAMED_APP_NAME} Renamed`)),
      );
      await page.reload();
      await newEntry(page, webPlatformsCollection.label);
      const name = field(page, "Name");
      await name.fill(app.name);
      await field(page, "Summary").fill("A directory of quiet places to rest.");
      await page.getByRole("button", { name: /Add description/ }).click();
      await page.locator("[id^=descriptionItem-field-]").fill("Find quiet places near you.");
      await page.getByRole("button", { name: /Add features/ }).click();
      await page.locator("[id^=feature-field-]").fill("Quiet places");
      await field(page, "Web address").fill("https://quiet-places.example.com/");
      await field(page, "Link label").fill("Visit Quiet Places");
      // Named like the app: the build refuses two products of one name (and two files of one name).
      await refused.added(
        folder,
        `content/${folder}/${appSlug}.yaml: its name would make the file name "${appSlug}.yaml", but "${appSlug}" is already the name of content/${APP}.`,
      );
      // Decap keeps _ in a file name; a product's file name takes none.
      await retype(name, "Quiet_Places Finder");
      await refused.added(
        folder,
        `content/${folder}/quiet_places-finder.yaml: its name would make the file name "quiet_places-finder.yaml", which cannot name a web platform.`,
      );
      // The name the renamed app had: its file is named after it still.
      await retype(name, RENAMED_APP_NAME);
      await refused.added(
        folder,
        `content/${folder}/${renamedSlug}.yaml: its name would make the file name "${renamedSlug}.yaml", but "${renamedSlug}" is already the name of content/${RENAMED_APP}.`,
      );
      // An apostrophe left out, an accent taken off: the file is where the editor said it would be.
      await retype(name, NEW_PLATFORM_NAME);
      await expectSaved(page, () => readYaml(content, NEW_PLATFORM).name === NEW_PLATFORM_NAME);
      expect(validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, NEW_PLATFORM);
      // Asking decap-server for the files a new name could clash with leaves nothing in the
      // console: Decap logs its three refusals there, and that is all.
      expect(consoleLog.problems()).toHaveLength(3);
      for (const problem of consoleLog.problems())
        expect(problem).toMatch(
          /^error: Error: The website could not be built with this, so it was not saved: /,
        );
    },
  );

  editorTest(
    "lists: emptied, at their least, at their most and past it",
    async ({ page, refused, content }) => {
      await openEntry(page, "Web platforms", directory.name);
      const features = page.locator("[id^=feature-field-]");
      const deleteButtons = removeButtons(page, "features");
      // Down to none: refused.
      await expect(deleteButtons).toHaveCount(directory.features.length);
      while ((await deleteButtons.count()) > 0) await deleteButtons.first().click();
      await refused.existing(PLATFORM, "Features: expected 1 to 8 items.");
      const addFeature = async (count: number) => {
        await page.getByRole("button", { name: /Add features/ }).click();
        await features.last().fill(`Feature ${count}`);
      };
      // One, its least: saved.
      await addFeature(1);
      await expectSaved(
        page,
        () => (readYaml(content, PLATFORM).features as unknown[] | undefined)?.length === 1,
      );
      expect(validateContent(content.contentDir)).toEqual([]);
      // Up to nine: refused; back to eight: saved.
      for (let count = 2; count <= 9; count += 1) await addFeature(count);
      await refused.existing(PLATFORM, "Features: expected 1 to 8 items.");
      await deleteButtons.last().click();
      await expectSaved(
        page,
        () => (readYaml(content, PLATFORM).features as unknown[] | undefined)?.length === 8,
      );
      expect(validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, PLATFORM);
    },
  );

  editorTest(
    "numbers, relations and choices: cleared, at their ends and past them",
    async ({ page, refused, content }) => {
      await openEntry(page, "Apps", app.name);
      // A whole number past its most: refused by the editor, in the build's words.
      const rating = field(page, "Rating (optional)");
      await retype(rating, "6");
      await refused.existing(APP, "Rating: expected a whole number from 1 to 5.");
      await retype(rating, "0");
      await refused.existing(APP, "Rating: expected a whole number from 1 to 5.");
      await retype(field(page, "Position (optional)"), "1000");
      await refused.existing(APP, "Position: expected a whole number from 1 to 999.");
      await retype(rating, "1");
      // An optional number cleared: left out of the file.
      await retype(field(page, "Position (optional)"), "");
      // A required choice cannot be cleared: it keeps its value. Another one chosen is saved.
      await page.getByLabel("Category", { exact: true }).focus();
      await page.keyboard.press("Backspace");
      await expect(page.getByText(app.appStore.category, { exact: true })).toBeVisible();
      await choose(page, "Category", "HealthApplication");
      await expectSaved(
        page,
        () => (readYaml(content, APP).appStore as Values | undefined)?.category === "HealthApplication",
      );
      const written = readYaml(content, APP);
      expect(written).not.toHaveProperty("position");
      expect(((written.detail as Values).quote as Values).rating).toBe(1);
      expect(validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, APP);
    },
  );

  editorTest(
    "relations and lists of groups: past their most, or repeating a heading",
    async ({ page, refused }) => {
      await openEntry(page, "Apps", app.name);
      // A section headed like another: two headings of one page may not name two sections alike.
      const [first] = app.detail.sections;
      if (!first) throw new Error(`content/${APP} has no section`);
      // The app page's sections, before the privacy page's.
      const sections = page.locator('[id^="sections-field-"]').first();
      await sections.getByRole("button", { name: /Add sections/ }).click();
      await sections.locator("[id^=heading-field-]").last().fill(first.heading);
      await sections.locator("[id^=text-field-]").last().fill("Said twice.");
      await refused.existing(
        APP,
        `content/${APP} › detail › sections › item ${app.detail.sections.length + 1} › heading: "${first.heading}" is used by an earlier item too. Each heading must be different.`,
      );
    },
  );

  editorTest(
    "optional parts: a label cleared leaves its section, a group emptied is left out, one half filled is refused",
    async ({ page, refused, content }) => {
      // The fixture's English (it has no other language), changed in place and written whole.
      const fixtureFile = yaml.load(readFileSync(OTHER_APP_FIXTURE, "utf8")) as Values;
      const fixture = partOf(fixtureFile);
      const more = (values: Values) =>
        (values.detail as Values | undefined)?.moreScreenshots as Values | undefined;
      const fixtureMore = more(fixture) as Values;
      fixtureMore.galleryLinkLabel = GALLERY_LINK_LABEL;
      writeFileSync(path.join(content.contentDir, OTHER_APP), withEmptySpanish(yaml.dump(fixtureFile)));
      // The editor read the list of apps when it opened: read again, it lists the one just added.
      await page.reload();
      await openEntry(page, "Apps", fixture.name as string);

      // The gallery link's label cleared: left out, and the section it was in kept.
      await retype(field(page, "Gallery link label (optional)"), "");
      await expectSaved(page, () => {
        const saved = more(readYaml(content, OTHER_APP));
        return saved !== undefined && !("galleryLinkLabel" in saved);
      });
      expect(more(readYaml(content, OTHER_APP))?.screenshots).toEqual(fixtureMore.screenshots);

      // A group half filled: its heading cleared, its screenshots kept.
      const heading = await inputHolding(page, "Heading (optional)", fixtureMore.heading as string);
      await retype(heading, "");
      await refused.existing(
        OTHER_APP,
        `content/${OTHER_APP} › detail › moreScreenshots › heading: the text is empty.`,
      );
      await retype(heading, fixtureMore.heading as string);

      // The carousel's slides emptied, its label kept: refused; its label cleared too: left out.
      const slides = field(page, "Slides (optional)");
      await slides.focus();
      for (const _slide of (fixture.carousel as Values).slides as string[])
        await page.keyboard.press("Backspace");
      await refused.existing(OTHER_APP, `content/${OTHER_APP} › carousel › slides: `);
      await retype(field(page, "Label (optional)"), "");
      await expectSaved(page, () => !("carousel" in readYaml(content, OTHER_APP)));

      // A list of groups past its most, then at it.
      // The app page's sections, before the privacy page's.
      const sections = page.locator('[id^="sections-field-"]').first();
      const count = ((fixture.detail as Values).sections as Values[]).length;
      for (let added = count + 1; added <= 7; added += 1) {
        await sections.getByRole("button", { name: /Add sections/ }).click();
        await sections.locator("[id^=heading-field-]").last().fill(`Section ${added}`);
        await sections.locator("[id^=text-field-]").last().fill(`The text of section ${added}.`);
      }
      await refused.existing(OTHER_APP, "Sections: expected at most 6 items.");
      await sections.locator('[aria-roledescription="sortable"] + button').last().click();
      await expectSaved(
        page,
        () =>
          ((readYaml(content, OTHER_APP).detail as Values | undefined)?.sections as unknown[] | undefined)
            ?.length === 6,
      );
      expect(validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, OTHER_APP);
    },
  );

  editorTest(
    "products: reordered by their position, and deleted, the site's preview following",
    async ({ page, preview, content }) => {
      const catalogue = path.join(__dirname, "fixtures", "catalogue", "web-platforms");
      for (const file of ["med-spa-finder.yaml", "aesthetic-atlas.yaml"]) {
        // In English only, with the empty Spanish part the editor needs to save one.
        writeFileSync(
          path.join(content.contentDir, "web-platforms", file),
          withEmptySpanish(readFileSync(path.join(catalogue, file))),
        );
      }
      await page.reload();
      const platforms = () =>
        preview
          .getByRole("group", { name: groupHeading(webPlatformsCollection.folder) })
          .getByRole("heading", {
            level: 4,
          });
      const position = (file: string) => readYaml(content, `web-platforms/${file}`).position;

      // The platform without a position comes last; given position 1, it comes first.
      await openEntry(page, "Site", "Site texts");
      await expect(platforms()).toHaveText([directory.name, "Med Spa Finder", "Aesthetic Atlas"]);
      await openEntry(page, "Web platforms", "Aesthetic Atlas");
      await retype(field(page, "Position (optional)"), "1");
      await expectSaved(page, () => position("aesthetic-atlas.yaml") === 1);
      await openEntry(page, "Web platforms", directory.name);
      await retype(field(page, "Position (optional)"), "3");
      await expectSaved(page, () => position("botox-provider-directory.yaml") === 3);
      await openEntry(page, "Site", "Site texts");
      await expect(platforms()).toHaveText(["Aesthetic Atlas", "Med Spa Finder", directory.name]);

      // Deleted in the editor: its file is gone, and so is its card.
      await openEntry(page, "Web platforms", "Med Spa Finder");
      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("button", { name: /Delete/ }).click();
      await expect
        .poll(() => existsSync(path.join(content.contentDir, "web-platforms/med-spa-finder.yaml")))
        .toBe(false);
      // The editor goes back to the collection once it has deleted the file: only then elsewhere.
      await expect(page).toHaveURL(/#\/collections\/web-platforms$/);
      await openEntry(page, "Site", "Site texts");
      await expect(platforms()).toHaveText(["Aesthetic Atlas", directory.name]);
      expect(validateContent(content.contentDir)).toEqual([]);
    },
  );

  editorTest("a required picture removed is refused", async ({ page, refused }) => {
    await openEntry(page, "Site", "Site texts");
    await page.getByRole("button", { name: "Remove image" }).first().click();
    await refused.existing("site.yaml", EDITOR_SAYS.required.replace("%{fieldLabel}", "Logo"));
  });

  editorTest(
    "a picture in a format the build cannot use is refused before it is saved",
    async ({ page, refused, content }, testInfo) => {
      await uploadForFirstScreenshot(page, testInfo.outputPath("Bedtime.gif"));
      await refused.existing(
        "screenshots.yaml",
        `"images/screens/bedtime.gif" is not an image the site can use. Expected a PNG, JPEG, WebP or AVIF file.`,
      );
      expect(existsSync(path.join(content.contentDir, "images/screens/bedtime.gif"))).toBe(false);
    },
  );

  editorTest(
    "a picture whose name says a format the build takes, but whose bytes do not, is refused before it is saved",
    async ({ page, refused, content }, testInfo) => {
      await uploadForFirstScreenshot(page, testInfo.outputPath("Renamed.png"), "gif");
      await refused.existing("screenshots.yaml", say.notAnImage("images/screens/renamed.png"));
      expect(existsSync(path.join(content.contentDir, "images/screens/renamed.png"))).toBe(false);
    },
  );

  editorTest(
    "a picture named only in letters the editor does not keep is refused before it is saved",
    async ({ page, refused, content }, testInfo) => {
      // The editor keeps the Latin letters, digits and dashes of a name: this one keeps none.
      await uploadForFirstScreenshot(page, testInfo.outputPath("Снимок экрана.png"));
      await refused.existing("screenshots.yaml", say.imageUnnamed("images/screens/.png"));
      expect(existsSync(path.join(content.contentDir, "images/screens/.png"))).toBe(false);
    },
  );

  editorTest(
    "a picture named with spaces and capitals is saved under a name the build takes",
    async ({ page, preview, content }, testInfo) => {
      void preview;
      await uploadForFirstScreenshot(page, testInfo.outputPath("My Bedtime Screen.PNG"));
      const shots = () =>
        (readYaml(content, "screenshots.yaml").screenshots as Values[] | undefined)?.[0]?.image;
      await expectSaved(page, () => shots() === "images/screens/my-bedtime-screen.png");
      // decap-server writes the file and the picture side by side: the picture may land last.
      await expect.poll(() => validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, "screenshots.yaml", "images/screens/my-bedtime-screen.png");
    },
  );

  editorTest.describe("with the preview hidden", () => {
    editorTest.use({ besideFields: "none" });
    editorTest(
      "a save is checked all the same: refused in the build's words, or saved",
      async ({ page, refused, content }) => {
        await openEntry(page, "Web platforms", directory.name);
        await expect(page.locator("#preview-pane")).toHaveCount(0);
        // Named like the app in another file: only the other files tell, and they are read all the same.
        await retype(field(page, "Name"), app.name);
        await refused.existing(PLATFORM, say.productNameTaken(app.name, `content/${APP}`));
        // A second problem: the message says where the rest are listed, and how to show it.
        await retype(field(page, "Summary"), "  ");
        await refused.existing(
          PLATFORM,
          "(and 1 more problem, listed in the preview: show it with the eye button (Toggle preview) at the top right)",
        );
        await retype(field(page, "Summary"), directory.summary);
        await retype(field(page, "Name"), directory.name);
        await retype(field(page, "Link label"), "Visit the directory");
        await expectSaved(page, () => readYaml(content, PLATFORM).linkLabel === "Visit the directory");
        await expect(page.locator("#preview-pane")).toHaveCount(0);
      },
    );

    editorTest(
      "a picture whose bytes are no format the build takes is refused, with no preview to read it",
      async ({ page, refused, content }, testInfo) => {
        await uploadForFirstScreenshot(page, testInfo.outputPath("Renamed.png"), "gif");
        await expect(page.locator("#preview-pane")).toHaveCount(0);
        await refused.existing("screenshots.yaml", say.notAnImage("images/screens/renamed.png"));
        expect(existsSync(path.join(content.contentDir, "images/screens/renamed.png"))).toBe(false);
      },
    );
  });

  editorTest("the files the editor saved are kept, to be built at the end", () => {
    expect([...saved.keys()].sort()).toEqual(
      [
        APP,
        "images/screens/my-bedtime-screen.png",
        "screenshots.yaml",
        PLATFORM,
        LONGEST_TEXTS,
        PLAIN_HTTP_COPY,
        NEW_PLATFORM,
        OTHER_APP,
      ].sort(),
    );
    // The last saved copy of each file is built: the web platform's longest texts and its list
    // at its most, the picture under its new name, the app's choices; the second app with its
    // optional parts emptied: no carousel, no link to its gallery.
    keepForBuild("editor-edges", saved, [
      { page: "index.html", text: LONGEST_NAME, shown: true, what: "the longest name on the home page" },
      { page: "index.html", text: "Feature 8", shown: true, what: "the eighth feature on the home page" },
      { page: "index.html", text: "/my-bedtime-screen.webp", shown: true, what: "the uploaded picture" },
      { page: "index.html", text: `href="${PLAIN_HTTP}"`, shown: true, what: "the http:// address" },
      {
        page: "index.html",
        text: NEW_PLATFORM_NAME.replace("'", "&#x27;"),
        shown: true,
        what: "the new web platform on the home page",
      },
      {
        page: "index.html",
        text: "Starlight Stories screenshots",
        shown: false,
        what: "the emptied carousel",
      },
      { page: "starlight-stories-app.html", text: "Section 6", shown: true, what: "the sixth section" },
      {
        page: "starlight-stories-app.html",
        text: GALLERY_LINK_LABEL,
        shown: false,
        what: "the cleared link",
      },
    ]);
  });
});
