import { existsSync, readFileSync } from "node:fs";
import { colord } from "colord";
import path from "node:path";
import sharp from "sharp";
import { loadContent, validateContent } from "../internal/content-files/content-folder";
import { groupHeading, specificationContent } from "../internal/test-utils/specification";
import { appsCollection } from "../src/content-model/content";
import { FIELD_MAX_LENGTH } from "../src/lib/contact-form/field-lengths";
import { DICTIONARIES } from "../src/lib/dictionary";
import { newest } from "../src/lib/releases";
import { palette } from "../src/styles/theme";
import {
  choose,
  editorTest,
  expect,
  expectPicturesLoaded,
  field,
  fillPublisherParts,
  isRefusedSave,
  look,
  middleColour,
  newEntry,
  openCollection,
  openEntry,
  openItem,
  publish,
  readYaml,
  retype,
  type Values,
} from "./support/drive-editor";
import { keepForBuild } from "./support/saved-files";

/**
 * The content editor at /admin/ of the production build, against decap-server on a copy of the
 * content: what an editor sees in the preview while typing, and what lands on disk on publishing.
 */

/** The content the scratch copy starts from: the words the preview shows before any edit. */
const { site, directory, app, screenshots } = specificationContent();

/** How many pictures of a screenshot the app's preview shows: its card, gallery and page. */
const timesShown = (slug: string) =>
  [app.carousel.slides, app.gallery.screenshots, app.detail.moreScreenshots.screenshots, [app.detail.hero]]
    .flat()
    .filter((shown) => shown === slug).length;

const altOf = (slug: string) => {
  const screenshot = screenshots.screenshots.find((candidate) => candidate.slug === slug);
  if (!screenshot) throw new Error(`content/screenshots.yaml has no screenshot "${slug}".`);
  return screenshot.alt;
};

/** A phone screenshot the editor uploads: one colour, so the preview can be seen showing it. */
const UPLOAD = { name: "bedtime.png", rgb: [200, 40, 90] as const };

const DIRECTORY_FILE = "web-platforms/botox-provider-directory.yaml";
const APP_FILE = "apps/baby-lullabies.yaml";

// Each test starts from the specification's content: spread over the workers, they do not end the
// run on one worker while the other waits.
editorTest.describe.configure({ mode: "parallel" });

editorTest.describe("the preview in the content editor", () => {
  editorTest.setTimeout(120_000);

  editorTest(
    "shows the site's texts with the site's own components and styles",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openEntry(page, "Site", "Site texts");
      await expect(preview.getByRole("heading", { level: 1, name: site.hero.heading })).toBeVisible();
      // The site's styles, in the frame: the theme's colours and the global body style.
      await expect(preview.getByRole("banner")).toHaveCSS("background-color", "rgb(23, 26, 64)");
      await expect(preview.locator("body")).toHaveCSS("background-color", "rgb(247, 246, 252)");
      await expect(preview.locator("body")).toHaveCSS("margin", "0px");
      // And the dark scheme where the system asks for it, as on the site.
      await page.emulateMedia({ colorScheme: "dark" });
      const rgb = (color: string) => colord(color).toRgbString();
      await expect(preview.getByRole("banner")).toHaveCSS("background-color", rgb(palette.dark.night));
      await expect(preview.locator("body")).toHaveCSS("background-color", rgb(palette.dark.canvas));
      await look(page, testInfo, "site-dark");
      await page.emulateMedia({ colorScheme: "light" });
      await expect(preview.getByRole("heading", { level: 2, name: site.contact.heading })).toBeVisible();
      await expect(preview.getByRole("heading", { level: 1, name: site.notFound.title })).toBeAttached();
      await expectPicturesLoaded(preview.getByRole("img", { name: site.logoAlt }));
      await look(page, testInfo, "site");
      // Its behaviours run too: the form counts characters.
      await preview.getByRole("textbox", { name: "Message" }).fill("Hello");
      await expect(
        preview.getByText(DICTIONARIES.en.script.characterCount(5, FIELD_MAX_LENGTH.message)),
      ).toBeVisible();
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "names collections, products and the items of collapsed lists as editors know them",
    async ({ page, preview, consoleLog }, testInfo) => {
      void preview;
      for (const collection of ["Apps", "Web platforms", "Site"])
        await expect(page.getByRole("link", { name: collection, exact: true })).toBeVisible();
      // Products by their names, not their files' names.
      await openCollection(page, "Apps");
      await expect(page.getByRole("link", { name: app.name, exact: true })).toBeVisible();
      await expect(page.getByText(path.basename(APP_FILE, ".yaml"))).toHaveCount(0);
      // Each collapsed item shows its value, not the list's field name over and over.
      await openEntry(page, "Apps", app.name);
      for (const feature of app.features)
        await expect(page.getByText(feature, { exact: true })).toBeVisible();
      // (The item's own field, labelled so, is there but hidden until the item is opened.)
      await expect(page.getByText("Feature", { exact: true }).filter({ visible: true })).toHaveCount(0);
      for (const { heading } of app.detail.sections)
        await expect(page.getByText(heading, { exact: true })).toBeVisible();
      await look(page, testInfo, "app-form");
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "shows a web platform's card in its group in the Products section",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openEntry(page, "Web platforms", directory.name);
      await expect(preview.getByRole("article", { name: directory.name })).toBeVisible();
      await expect(
        preview.getByRole("heading", { level: 3, name: groupHeading("web-platforms") }),
      ).toBeVisible();
      await look(page, testInfo, "directory");
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "shows the app's card, gallery and page with the screenshots it names",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openEntry(page, "Apps", app.name);
      const moreShown = app.detail.moreScreenshots.screenshots[0];
      const card = preview.getByRole("article", { name: app.name });
      await expect(card).toBeVisible();
      // The screenshots the app names, from screenshots.yaml, turning in the carousel.
      await expectPicturesLoaded(card.getByRole("img"));
      await expect(card.getByRole("group", { name: `2 of ${app.carousel.slides.length}` })).toBeVisible();
      await expect(
        preview.getByRole("heading", { level: 1, name: app.gallery.title, exact: true }),
      ).toBeAttached();
      await expect(preview.getByRole("heading", { level: 1, name: app.detail.headline })).toBeAttached();
      await expect(preview.getByRole("img", { name: altOf(moreShown) })).toHaveCount(timesShown(moreShown));
      await look(page, testInfo, "app");
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "shows every screenshot with its description",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openEntry(page, "Site", "Screenshots");
      const last = screenshots.screenshots.at(-1)!;
      await expect(preview.locator("figure", { hasText: last.slug })).toContainText(last.alt);
      await expect(preview.getByRole("img")).toHaveCount(screenshots.screenshots.length);
      await expectPicturesLoaded(preview.getByRole("img").first());
      await look(page, testInfo, "screenshots");
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "shows a changed text before it is saved, then saves it",
    async ({ page, preview, content, consoleLog }) => {
      await openEntry(page, "Web platforms", directory.name);
      const summary = field(page, "Summary");
      await expect(summary).toHaveValue(directory.summary);
      const newSummary = "Find and compare trusted Botox providers near you, checked by our editors.";
      await summary.fill(newSummary);
      await expect(preview.getByRole("article", { name: directory.name })).toContainText(newSummary);
      expect(readYaml(content, DIRECTORY_FILE).summary).not.toBe(newSummary);

      await publish(page);
      await expect.poll(() => readYaml(content, DIRECTORY_FILE).summary).toBe(newSummary);
      // What the editor saved passes the same checks as the build.
      expect(validateContent(content.contentDir)).toEqual([]);
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "shows an uploaded screenshot before it is saved, then saves it beside the others",
    async ({ page, preview, content, consoleLog }, testInfo) => {
      const upload = testInfo.outputPath(UPLOAD.name);
      const [r, g, b] = UPLOAD.rgb;
      await sharp({ create: { width: 1170, height: 2532, channels: 3, background: { r, g, b } } })
        .png()
        .toFile(upload);

      await openEntry(page, "Site", "Screenshots");
      const first = screenshots.screenshots[0];
      const shot = preview.getByRole("img", { name: first.alt });
      await expectPicturesLoaded(shot);
      expect(await middleColour(shot)).not.toEqual([...UPLOAD.rgb]);

      const item = await openItem(page, first.slug);
      await item.getByRole("button", { name: "Choose different image" }).click();
      await page.locator('input[type="file"]').setInputFiles(upload);
      await page.getByRole("button", { name: "Choose selected" }).click();
      await expect.poll(() => middleColour(shot)).toEqual([...UPLOAD.rgb]);

      await publish(page);
      const saved = `images/screens/${UPLOAD.name}`;
      await expect
        .poll(() => (readYaml(content, "screenshots.yaml").screenshots as Values[] | undefined)?.[0].image)
        .toBe(saved);
      // decap-server writes the picture and the entry in requests of their own, either first.
      const savedPicture = path.join(content.contentDir, saved);
      await expect
        .poll(() => existsSync(savedPicture) && readFileSync(savedPicture).equals(readFileSync(upload)))
        .toBe(true);
      expect(validateContent(content.contentDir)).toEqual([]);
      // Decap says it saved; for a moment after saving a new picture it may still ask "Are you
      // sure you want to leave this page?" (about one time in six here). The file on disk is
      // checked above, so the test answers yes, as a person who has seen it saved would.
      await expect(page.getByText("Entry saved")).toBeVisible();
      page.once("dialog", (dialog) => void dialog.accept());

      // The app's pages, which name the screenshot by its slug, show the new picture.
      await openEntry(page, "Apps", app.name);
      // Every picture of it on the page (the carousel's hidden slides too), its last one (in the
      // gallery or More screenshots) read; the picture is looked up anew on each try.
      const shown = preview.locator("img").and(preview.getByAltText(first.alt, { exact: true }));
      await expect(shown).toHaveCount(timesShown(first.slug));
      await expect(async () => {
        await shown.last().scrollIntoViewIfNeeded({ timeout: 2_000 });
        expect(await middleColour(shown.last())).toEqual([...UPLOAD.rgb]);
      }).toPass({ timeout: 20_000 });
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "says what is wrong, in the build's words, instead of showing a broken page",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openEntry(page, "Web platforms", directory.name);
      const name = field(page, "Name");
      await name.fill("");
      const problems = preview.getByRole("alert", { name: /The site cannot show this yet/ });
      await expect(problems.getByRole("listitem")).toHaveText([
        `content/${DIRECTORY_FILE} › name: the text is empty. Expected a text.`,
      ]);
      await expect(preview.getByRole("article")).toHaveCount(0);
      await look(page, testInfo, "problem");
      await name.fill("Botox Finder");
      await expect(preview.getByRole("article", { name: "Botox Finder" })).toBeVisible();

      // A slug other files still name. (Leaving an entry not saved, Decap asks to confirm.)
      page.once("dialog", (dialog) => void dialog.accept());
      await openEntry(page, "Site", "Screenshots");
      const slides = app.carousel.slides;
      const renamed = slides[slides.length - 1];
      const item = await openItem(page, renamed);
      await item.getByLabel("Slug", { exact: true }).fill("renamed");
      const known = screenshots.screenshots.map(({ slug }) => (slug === renamed ? "renamed" : slug));
      await expect(problems.getByRole("listitem").first()).toHaveText(
        `content/${APP_FILE} › carousel › slides › item ${slides.length}: "${renamed}" is not a slug in content/screenshots.yaml. Known: ${known.join(", ")}.`,
      );
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "publishes a release: shown on the app's page and support page as it is typed, saved with its day as people write it",
    async ({ page, preview, content, consoleLog }, testInfo) => {
      await openEntry(page, "Apps", app.name);
      const count = app.releases.length;
      await page.getByRole("button", { name: /Add releases/ }).click();
      await field(page, "Version", count).fill("1.3");
      // The day picked in the browser's own date field.
      await field(page, "Date", count).fill("2026-12-15");
      await page
        .getByRole("button", { name: /Add notes/ })
        .last()
        .click();
      await page.locator("[id^=note-field-]").last().fill("Calmer sounds for the first hour.");
      await expect(
        preview.getByRole("heading", { level: 2, name: `${site.releases.newest} 1.3` }),
      ).toBeVisible();
      await expect(preview.getByRole("heading", { level: 3, name: "1.3", exact: true })).toBeAttached();
      await look(page, testInfo, "release");
      await publish(page);
      await expect
        .poll(() => (readYaml(content, APP_FILE).releases as Values[] | undefined)?.length)
        .toBe(count + 1);
      expect(readFileSync(path.join(content.contentDir, APP_FILE), "utf8")).toContain("date: 2026-12-15\n");
      expect(validateContent(content.contentDir)).toEqual([]);
      const saved = loadContent(content.contentDir).apps.find((candidate) => candidate.file === APP_FILE);
      expect(newest(saved?.content.releases ?? [])).toEqual({
        version: "1.3",
        date: "2026-12-15",
        notes: ["Calmer sounds for the first hour."],
      });
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "creates a new app: previewed as it is typed, refused while the build would fail, saved as a file the build accepts",
    async ({ page, preview, content, consoleLog }, testInfo) => {
      editorTest.setTimeout(240_000);
      // Its own name, file and addresses: it is built with the files another spec saved (editor-saved.spec.ts).
      const slug = "lantern-tales";
      const file = `apps/${slug}.yaml`;
      const [name, headline] = ["Lantern Tales", "Tales by Lantern Light"];
      await newEntry(page, appsCollection.label);
      await field(page, "Name").fill(name);
      await field(page, "Summary").fill("Gentle bedtime stories, read aloud.");
      await page.getByRole("button", { name: /Add features/ }).click();
      await page.locator("[id^=feature-field-]").fill("Bedtime stories");
      await field(page, "Details link label").fill("About the app");
      await field(page, "Label (optional)").fill("Lantern Tales screenshots");
      await choose(page, "Slides (optional)", "lullabies");
      await choose(page, "Slides (optional)", "airplay");
      await field(page, "Web address").fill("https://apps.apple.com/app/lantern-tales");
      await choose(page, "Category", "EntertainmentApplication");
      await field(page, "Button label").fill("Get Lantern Tales");
      // The app page's address: the first one is taken, and the preview says so in the build's words.
      await field(page, "Path").fill(app.detail.path);
      await field(page, "Title").fill("Lantern Tales for iPhone");
      await field(page, "Description").fill("Bedtime stories read aloud, for iPhone and iPad.");
      await field(page, "Headline").fill(headline);
      await field(page, "Intro").fill("Calm voices for the last minutes of the day.");
      await page.getByRole("button", { name: /Add badges/ }).click();
      await page.locator("[id^=badge-field-]").fill("Read aloud");
      await fillPublisherParts(page, name, `/${slug}`);
      // A text typed, then cleared: left out of the file, not written empty.
      await field(page, "Gallery link label (optional)").fill("All screenshots");
      await field(page, "Gallery link label (optional)").fill("");

      const taken = `content/${file} › detail › path: "${app.detail.path}" is already the address of content/apps/baby-lullabies.yaml › detail › path.`;
      const problems = preview.getByRole("alert", { name: /The site cannot show this yet/ });
      await expect(problems.getByRole("listitem")).toHaveText([taken]);
      // Decap leaves the refused save's rejection uncaught in the page; nothing else may be.
      await consoleLog.expectingPageError(isRefusedSave, async () => {
        await publish(page);
        await expect(page.getByText(taken)).toBeVisible();
      });
      expect(readYaml(content, file)).toEqual({});

      // With an address of its own, the preview shows its card after the others, and its page.
      await retype(field(page, "Path"), `/${slug}-app`);
      const card = preview.getByRole("article", { name });
      await expect(card).toBeVisible();
      await card.scrollIntoViewIfNeeded();
      await expectPicturesLoaded(card.getByRole("img"));
      await expect(
        preview
          .getByRole("group", { name: groupHeading("apps") })
          .getByRole("heading", { level: 4 })
          .first(),
      ).toHaveText(app.name);
      await expect(preview.getByRole("heading", { level: 1, name: headline })).toBeVisible();
      await look(page, testInfo, "new-app");

      await publish(page);
      await expect.poll(() => readYaml(content, file).name).toBe(name);
      const saved = readYaml(content, file);
      expect(saved).not.toHaveProperty("position");
      expect(saved.detail).not.toHaveProperty("moreScreenshots");
      // Its icon is uploaded beside the other apps' icons, not among the screenshots.
      const icon = `images/apps/${slug}-icon.png`;
      expect(saved.icon).toBe(icon);
      await expect.poll(() => existsSync(path.join(content.contentDir, icon))).toBe(true);
      expect(validateContent(content.contentDir)).toEqual([]);
      expect(loadContent(content.contentDir).apps.map((product) => product.slug)).toEqual([
        "baby-lullabies",
        slug,
      ]);

      // The build accepts the file, and the app's page is made (editor-saved.spec.ts).
      const kept = [file, icon].map(
        (saved) => [saved, readFileSync(path.join(content.contentDir, saved))] as const,
      );
      keepForBuild("editor-preview", new Map(kept), [
        {
          page: `${slug}-app.html`,
          text: headline,
          shown: true,
          what: "its page",
        },
      ]);
      // Besides Decap's own report of the refused save.
      expect(consoleLog.problems().filter((problem) => !problem.includes(taken))).toEqual([]);
    },
  );
});
