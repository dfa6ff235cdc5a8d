import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { loadContent, validateContent } from "../internal/content-files/content-folder";
import { SPECIFICATION_CONTENT_DIR } from "../internal/content-files/current-content";
import { specificationContent } from "../internal/test-utils/specification";
import { appsCollection } from "../src/content-model/content";
import {
  choose,
  editorTest,
  expect,
  expectSaved,
  field,
  fillPublisherParts,
  inputHolding,
  languagePane,
  newEntry,
  openEntry,
  partOf,
  readYaml,
  readYamlFile,
  retype,
  type Values,
  writeIn,
} from "./support/drive-editor";

/**
 * The editor with the content's two languages (Decap's i18n, `single_file`): a file's English and
 * Spanish side by side as it opens an entry at first, or one at a time beside the preview of that
 * language's page; what it saves under `en:` and `es:`.
 */

const { site } = specificationContent();
const spanish = specificationContent("es");

/** site.yaml as the specification writes it, both languages. */
const SITE_FILE = yaml.load(readFileSync(path.join(SPECIFICATION_CONTENT_DIR, "site.yaml"), "utf8"));

const NEW_SPANISH_HEADING = "Productos digitales, hechos con cariño en Scottsdale";

// Each test starts from the specification's content: spread over the workers, they do not end the
// run on one worker while the other waits.
editorTest.describe.configure({ mode: "parallel" });

editorTest.describe("the editor's languages side by side, as it opens an entry at first", () => {
  editorTest.use({ besideFields: "i18n" });
  editorTest.setTimeout(120_000);

  editorTest(
    "shows a file's English and Spanish side by side, the fields given once on the English side only",
    async ({ page, preview, consoleLog }) => {
      void preview;
      await openEntry(page, "Site", "Site texts");
      const english = languagePane(page, "en");
      const inSpanish = languagePane(page, "es");
      await expect(english.getByLabel("Company name", { exact: true })).toHaveValue(site.companyName);
      await expect(await inputHolding(english, "Heading", site.hero.heading)).toBeVisible();
      await expect(await inputHolding(inSpanish, "Heading", spanish.site.hero.heading)).toBeVisible();
      // The logo, the company's name and its street are given once, in English.
      for (const label of ["Logo", "Company name", "Street"]) {
        await expect(english.getByText(label, { exact: true })).toBeVisible();
        await expect(inSpanish.getByText(label, { exact: true }).filter({ visible: true })).toHaveCount(0);
      }
      // No preview beside them: the languages take its place.
      await expect(page.locator("#preview-pane")).toHaveCount(0);
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "saves a text typed on the Spanish side under es:, the English as it was",
    async ({ page, preview, content, consoleLog }) => {
      void preview;
      await openEntry(page, "Site", "Site texts");
      const inSpanish = languagePane(page, "es");
      await retype(await inputHolding(inSpanish, "Heading", spanish.site.hero.heading), NEW_SPANISH_HEADING);
      await expectSaved(
        page,
        () =>
          (readYaml(content, "site.yaml", "es").hero as Values | undefined)?.heading === NEW_SPANISH_HEADING,
      );
      expect(readYaml(content, "site.yaml")).toEqual(partOf(SITE_FILE));
      const spanishBefore = partOf(SITE_FILE, "es");
      expect(readYaml(content, "site.yaml", "es")).toEqual({
        ...spanishBefore,
        hero: { ...(spanishBefore.hero as Values), heading: NEW_SPANISH_HEADING },
      });
      expect(validateContent(content.contentDir)).toEqual([]);
      expect(loadContent(content.contentDir, "es").site.hero.heading).toBe(NEW_SPANISH_HEADING);
      expect(consoleLog.problems()).toEqual([]);
    },
  );

  editorTest(
    "refuses a required Spanish text cleared, naming the file, the field and the language",
    async ({ page, refused }) => {
      await openEntry(page, "Site", "Site texts");
      const inSpanish = languagePane(page, "es");
      await (await inputHolding(inSpanish, "Heading", spanish.site.hero.heading)).fill("");
      await refused.existing(
        "site.yaml",
        "content/site.yaml › hero › heading › es: the text is empty. Expected a text.",
      );
    },
  );

  editorTest(
    "New creates a product from its English: saved under en:, no Spanish yet, and the build accepts it",
    async ({ page, preview, content, consoleLog }, testInfo) => {
      void preview;
      editorTest.setTimeout(240_000);
      await newEntry(page, appsCollection.label);
      const english = languagePane(page, "en");
      const name = "Starlight Stories";
      await field(english, "Name").fill(name);
      await field(english, "Summary").fill("Gentle bedtime stories, read aloud.");
      await english.getByRole("button", { name: /Add features/ }).click();
      await english.locator("[id^=feature-field-]").fill("Bedtime stories");
      await field(english, "Details link label").fill("About the app");
      await field(english, "Web address").fill("https://apps.apple.com/app/starlight-stories");
      await choose(english, "Category", "EntertainmentApplication");
      await field(english, "Button label").fill("Get Starlight Stories");
      await field(english, "Path").fill("/starlight-stories-app");
      await field(english, "Title").fill("Starlight Stories for iPhone");
      await field(english, "Description").fill("Bedtime stories read aloud, for iPhone and iPad.");
      await field(english, "Headline").fill("Stories for Sleepy Eyes");
      await field(english, "Intro").fill("Calm voices for the last minutes of the day.");
      await english.getByRole("button", { name: /Add badges/ }).click();
      await english.locator("[id^=badge-field-]").fill("Read aloud");
      await fillPublisherParts(english, name, "/starlight-stories");

      // The Spanish side starts empty: no text is copied from English (the name is given once).
      const inSpanish = languagePane(page, "es");
      await expect(field(inSpanish, "Summary")).toHaveValue("");

      const file = "apps/starlight-stories.yaml";
      await expectSaved(page, () => readYaml(content, file).name === name);
      const saved = readYamlFile(content, file);
      await testInfo.attach("starlight-stories.yaml", {
        body: readFileSync(path.join(content.contentDir, file)),
        contentType: "text/yaml",
      });
      expect(partOf(saved)).toMatchObject({
        name,
        appStore: { category: "EntertainmentApplication" },
        detail: { path: "/starlight-stories-app", headline: "Stories for Sleepy Eyes" },
        releases: [{ version: "1.0", date: new Date("2026-12-01"), notes: ["The first version."] }],
      });
      // What Decap writes under es: an empty part, no text and no key (not even the release's
      // version). The keys it copies from English (src/editor/config.ts, `i18n: duplicate`) are
      // those of lists that mix texts with what is given once, copied as their items are added.
      expect(Object.keys(saved)).toEqual(["en", "es"]);
      expect(partOf(saved, "es")).toEqual({});
      // The build takes it as a product in English only: it has no Spanish pages yet.
      expect(validateContent(content.contentDir)).toEqual([]);
      expect(loadContent(content.contentDir).apps.map((product) => product.slug)).toEqual([
        "baby-lullabies",
        "starlight-stories",
      ]);
      expect(loadContent(content.contentDir, "es").apps.map((product) => product.slug)).toEqual([
        "baby-lullabies",
      ]);
      // Decap's lists on the Spanish side warn that those groups are no lists; nothing else is said.
      const listWarning = /field item value value should be a map|Expected List value to be an array/;
      expect(consoleLog.problems().filter((problem) => !listWarning.test(problem))).toEqual([]);
    },
  );
});

editorTest.describe("the editor in one language at a time, beside its preview", () => {
  editorTest.setTimeout(120_000);

  editorTest(
    "writing in Spanish, the preview shows the Spanish page; back in English, the English one",
    async ({ page, preview, consoleLog }) => {
      await openEntry(page, "Site", "Site texts");
      await expect(preview.getByRole("heading", { level: 1, name: site.hero.heading })).toBeVisible();
      await expect(preview.getByRole("link", { name: "Español", includeHidden: true })).toBeAttached();

      await writeIn(page, "es");
      await expect(preview.getByRole("heading", { level: 1, name: spanish.site.hero.heading })).toBeVisible();
      await expect(preview.getByRole("link", { name: "English", includeHidden: true })).toBeAttached();
      await expect(
        preview.getByRole("heading", { level: 2, name: spanish.site.about.heading }),
      ).toBeVisible();
      // The Spanish fields, and what is typed there shows in the Spanish page.
      await retype(await inputHolding(page, "Heading", spanish.site.hero.heading), NEW_SPANISH_HEADING);
      await expect(preview.getByRole("heading", { level: 1, name: NEW_SPANISH_HEADING })).toBeVisible();

      await writeIn(page, "en");
      await expect(preview.getByRole("heading", { level: 1, name: site.hero.heading })).toBeVisible();
      await expect(preview.getByRole("link", { name: "Español", includeHidden: true })).toBeAttached();
      expect(consoleLog.problems()).toEqual([]);
    },
  );
});

editorTest.describe("a product in English only", () => {
  editorTest.setTimeout(90_000);
  const file = "apps/starlight-stories.yaml";
  const fixture = path.join(__dirname, "fixtures", "catalogue", file);

  editorTest(
    "its file with an empty Spanish part is saved with a change, still in English only",
    async ({ page, preview, content }) => {
      void preview;
      writeFileSync(path.join(content.contentDir, file), readFileSync(fixture));
      // The editor read the list of apps when it opened: read again, it lists the one just added.
      await page.reload();
      await openEntry(page, "Apps", "Starlight Stories");
      await retype(field(page, "Summary"), "Bedtime stories read aloud, changed in the editor.");
      await expectSaved(
        page,
        () => readYaml(content, file).summary === "Bedtime stories read aloud, changed in the editor.",
      );
      expect(validateContent(content.contentDir)).toEqual([]);
    },
  );
});
