import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FrameLocator, Locator, Page, TestInfo } from "@playwright/test";
import yaml from "js-yaml";
import sharp from "sharp";
import { validateContent } from "../internal/content/validate-content";
import { currentContent } from "../internal/content/current-content";
import { contentFiles } from "../src/content/content-files";
import { FIELD_MAX_LENGTH } from "../src/lib/contact-form/limits";
import { LABELS } from "../src/lib/contact-form/messages";
import { scratchContent, type ScratchContent } from "./support/decap-server";
import { expect as siteExpect, test, VIEWPORTS } from "./support/test";

/**
 * The content editor at /admin/ of the production build, against decap-server on a copy of the
 * content: what an editor sees in the preview while typing, and what lands on disk on publishing.
 * decap-server listens on the one port the editor knows, so these tests run one after another.
 */
test.describe.configure({ mode: "serial" });

/**
 * The editor is a far heavier page than the site's (a 5 MB bundle drawing the form and the
 * preview): on a machine shared with builds it can take longer than the site's 7 s to draw.
 */
const expect = siteExpect.configure({ timeout: 20_000 });

type Values = Record<string, unknown>;

/** The content the scratch copy starts from: the words the preview shows before any edit. */
const { site, directory, app, screenshots } = currentContent();

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

const editorTest = test.extend<{ content: ScratchContent; preview: FrameLocator }>({
  content: async ({}, use) => {
    const content = await scratchContent();
    await use(content);
    await content.close();
  },
  preview: async ({ page, content }, use) => {
    void content;
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto("/admin/");
    await expect(page).toHaveTitle("Content editor");
    await page.getByRole("button", { name: "Login" }).click();
    await use(page.frameLocator("#preview-pane"));
  },
});

async function openFile(page: Page, label: string): Promise<void> {
  await page.getByText(label, { exact: true }).click();
}

/** An item of a list field, opened: its own fields are hidden until then. */
async function openItem(page: Page, summary: string): Promise<Locator> {
  const item = page.getByText(summary, { exact: true }).first().locator("xpath=..");
  await item.getByRole("button").first().click();
  return item;
}

async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/** A content file's values on disk; nothing while decap-server is writing it anew. */
function readYaml(content: ScratchContent, file: string): Values {
  const target = path.join(content.contentDir, file);
  return existsSync(target) ? (yaml.load(readFileSync(target, "utf8")) as Values) : {};
}

/**
 * The colour at the middle of a picture as the browser shows it, read from its pixels; nothing
 * while it is still loading (expect.poll asks again then, where a thrown error would end it).
 */
function middleColour(image: Locator): Promise<number[] | null> {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    if (!img.complete || img.naturalWidth === 0) return null;
    const canvas = img.ownerDocument.createElement("canvas");
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("No 2D canvas");
    context.drawImage(img, 0, 0);
    return [...context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data.slice(0, 3)];
  });
}

/** Every picture in view has loaded and is not broken. */
async function expectPicturesLoaded(pictures: Locator): Promise<void> {
  await expect
    .poll(() =>
      pictures.evaluateAll(
        (images) =>
          images.filter(
            (image) =>
              !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0,
          ).length,
      ),
    )
    .toBe(0);
}

/** A screenshot of the editor with its preview, kept with the test's results and in its report. */
async function look(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`editor-${name}-1280.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(`editor-${name}-1280`, { path: file, contentType: "image/png" });
}

editorTest.describe("the preview in the content editor", () => {
  editorTest.setTimeout(120_000);

  editorTest(
    "shows the site's texts with the site's own components and styles",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openFile(page, "Site");
      await expect(preview.getByRole("heading", { level: 1, name: site.hero.heading })).toBeVisible();
      // The site's styles, in the frame: the theme's colours and the global body style.
      await expect(preview.getByRole("banner")).toHaveCSS("background-color", "rgb(23, 26, 64)");
      await expect(preview.locator("body")).toHaveCSS("background-color", "rgb(247, 246, 252)");
      await expect(preview.locator("body")).toHaveCSS("margin", "0px");
      await expect(preview.getByRole("heading", { level: 2, name: site.contact.heading })).toBeVisible();
      await expect(preview.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeAttached();
      await expectPicturesLoaded(preview.getByRole("img", { name: site.logoAlt }));
      await look(page, testInfo, "site");
      // Its behaviours run too: the form counts characters.
      await preview.getByRole("textbox", { name: "Message" }).fill("Hello");
      await expect(preview.getByText(LABELS.characterCount(5, FIELD_MAX_LENGTH.message))).toBeVisible();
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "shows the directory's card in the Products section",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openFile(page, "Directory");
      await expect(preview.getByRole("article", { name: directory.name })).toBeVisible();
      await expect(preview.getByRole("heading", { level: 3, name: directory.category })).toBeVisible();
      await look(page, testInfo, "directory");
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "shows the app's card, gallery and page with the screenshots it names",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openFile(page, "Lullaby app");
      const moreShown = app.detail.moreScreenshots.screenshots[0];
      const card = preview.getByRole("article", { name: app.name });
      await expect(card).toBeVisible();
      // The screenshots the app names, from screenshots.yaml, turning in the carousel.
      await expectPicturesLoaded(card.getByRole("img"));
      await expect(card.getByRole("group", { name: `2 of ${app.carousel.slides.length}` })).toBeVisible();
      await expect(preview.getByRole("heading", { level: 1, name: app.gallery.title })).toBeAttached();
      await expect(preview.getByRole("heading", { level: 1, name: app.detail.headline })).toBeAttached();
      await expect(preview.getByRole("img", { name: altOf(moreShown) })).toHaveCount(timesShown(moreShown));
      await look(page, testInfo, "lullaby-app");
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "shows every screenshot with its description",
    async ({ page, preview, consoleLog }, testInfo) => {
      await openFile(page, "Screenshots");
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
      await openFile(page, "Directory");
      const summary = page.getByLabel("Summary", { exact: true });
      await expect(summary).toHaveValue(directory.summary);
      const newSummary = "Find and compare trusted Botox providers near you, checked by our editors.";
      await summary.fill(newSummary);
      await expect(preview.getByRole("article", { name: directory.name })).toContainText(newSummary);
      expect(readYaml(content, "directory.yaml").summary).not.toBe(newSummary);

      await publish(page);
      await expect.poll(() => readYaml(content, "directory.yaml").summary).toBe(newSummary);
      // What the editor saved passes the same checks as the build.
      expect(validateContent(content.contentDir, contentFiles)).toEqual([]);
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

      await openFile(page, "Screenshots");
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
      expect(readFileSync(path.join(content.contentDir, saved))).toEqual(readFileSync(upload));
      expect(validateContent(content.contentDir, contentFiles)).toEqual([]);

      // The app's pages, which name the screenshot by its slug, show the new picture.
      await page.getByRole("link", { name: /Site content/ }).click();
      await openFile(page, "Lullaby app");
      // Every picture of it on the page, its last one (in the gallery or More screenshots) read.
      // The preview draws its pictures again as each one's size becomes known, so the picture
      // is looked up anew on each try.
      const shown = preview.getByRole("img", { name: first.alt, exact: true });
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
      await openFile(page, "Directory");
      const name = page.getByLabel("Name", { exact: true });
      await name.fill("");
      const problems = preview.getByRole("alert", { name: /The site cannot show this yet/ });
      await expect(problems.getByRole("listitem")).toHaveText([
        "content/directory.yaml › name: the text is empty. Expected a text.",
      ]);
      await expect(preview.getByRole("article")).toHaveCount(0);
      await look(page, testInfo, "problem");
      await name.fill("Botox Finder");
      await expect(preview.getByRole("article", { name: "Botox Finder" })).toBeVisible();

      // A slug other files still name. (Leaving an entry not saved, Decap asks to confirm.)
      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("link", { name: /Site content/ }).click();
      await openFile(page, "Screenshots");
      const slides = app.carousel.slides;
      const renamed = slides[slides.length - 1];
      const item = await openItem(page, renamed);
      await item.getByLabel("Slug", { exact: true }).fill("renamed");
      const known = screenshots.screenshots.map(({ slug }) => (slug === renamed ? "renamed" : slug));
      await expect(problems.getByRole("listitem").first()).toHaveText(
        `content/lullaby-app.yaml › carousel › slides › item ${slides.length}: "${renamed}" is not a slug in content/screenshots.yaml. Known: ${known.join(", ")}.`,
      );
      expect(consoleLog.problems()).toEqual([]);
    },
  );
});
