/**
 * Driving the content editor at /admin/ of the production build as a person does, against
 * decap-server on a copy of the content (support/decap-server.ts): its collections, entries and
 * fields by the names it shows, and what lands on disk when it saves.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  chromium,
  type BrowserContext,
  type FrameLocator,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import yaml from "js-yaml";
import sharp from "sharp";
import { editorConfig } from "../../src/editor/config";
import { EDITOR_BACKEND } from "../../src/editor/backend";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { DEFAULT_LANGUAGE, type Language } from "../../src/lib/languages";
import { CHROMIUM_FLAGS, testChromiumPath } from "../../internal/test-browser/chromium";
import { recordCspViolations } from "./csp";
import { scratchContent, type ScratchContent } from "./decap-server";
import { picturesNotLoaded } from "./pictures";
import { expect as siteExpect, test, VIEWPORTS } from "./test";
import { fromGlobalSetup } from "./written";

export type Values = Record<string, unknown>;

/** The editor's name of the collection it shows as `label` ("Apps" → apps). */
function editorCollectionName(label: string): string {
  const found = editorConfig(EDITOR_BACKEND).collections.find((collection) => collection.label === label);
  if (!found) throw new Error(`The editor has no collection "${label}".`);
  return found.name;
}

/**
 * The editor is a far heavier page than the site's (one bundle draws the form and the preview):
 * on a machine shared with builds it can take longer than the site's timeout to draw.
 */
export const expect = siteExpect.configure({ timeout: 20_000 });

/**
 * Publishing refused: the message shows, and what is on disk stays as it was, `existing` for a
 * file being edited, `added` for the folder a new entry would be saved in.
 */
export interface Refusals {
  existing(file: string, message: string): Promise<void>;
  added(folder: string, message: string): Promise<void>;
}

/** A test with the editor open and signed in to decap-server on a copy of the content. */
export const editorTest = test.extend<
  {
    content: ScratchContent;
    preview: FrameLocator;
    refused: Refusals;
    /**
     * What the editor shows beside an entry's fields as it opens it (Decap keeps the choice in the
     * browser's storage): the preview, as most tests read it; the entry's other language, side by
     * side (`i18n`, Decap's first choice); or nothing, where a save is checked all the same.
     */
    besideFields: "preview" | "i18n" | "none";
  },
  { decapServer: ScratchContent; editorProfile: BrowserContext }
>({
  besideFields: ["preview", { option: true }],
  // One decap-server per worker, started once: each test begins on the specification's content.
  decapServer: [
    async ({}, use) => {
      const content = await scratchContent(fromGlobalSetup("E2E_BASE_URL"));
      await use(content);
      await content.close();
    },
    { scope: "worker" },
  ],
  // One browser profile on disk per worker, where Chromium keeps the code it compiled for Decap's
  // bundle: from the third visit on, the editor starts several times sooner than in a fresh
  // context, which keeps none (docs/performance.md).
  editorProfile: [
    async ({ decapServer }, use) => {
      const folder = mkdtempSync(path.join(os.tmpdir(), "editor-profile-"));
      const profile = await chromium.launchPersistentContext(folder, {
        executablePath: testChromiumPath(),
        args: CHROMIUM_FLAGS,
        baseURL: decapServer.origin,
        viewport: VIEWPORTS.desktop,
      });
      await use(profile);
      await profile.close();
      rmSync(folder, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  // Each test's page is a first visit all the same: no one signed in, no unsaved entry kept, no
  // preference; only the browser's caches stay.
  page: async ({ editorProfile, decapServer }, use) => {
    const page = await editorProfile.newPage();
    const devtools = await editorProfile.newCDPSession(page);
    await devtools.send("Storage.clearDataForOrigin", {
      origin: decapServer.origin,
      storageTypes: "cookies,local_storage,indexeddb,service_workers,cache_storage",
    });
    await devtools.detach();
    await use(page);
    await page.close();
  },
  content: async ({ decapServer }, use) => {
    decapServer.reset();
    await use(decapServer);
  },
  // Opened once the content is put back (`content`).
  preview: async ({ page, content, besideFields }, use) => {
    void content;
    // Under the policy the editor is published with, nothing it does may be refused.
    const violations = await recordCspViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.addInitScript((pane) => localStorage.setItem("cms.right-pane", pane), besideFields);
    await page.goto(EDITOR_PATH);
    await expect(page).toHaveTitle("Content editor");
    await page.getByRole("button", { name: "Login" }).click();
    await use(page.frameLocator("#preview-pane"));
    expect(violations(), "Content-Security-Policy violations in the editor").toEqual([]);
  },
  refused: async ({ page, preview, content, consoleLog }, use) => {
    void preview;
    const refused = async (onDisk: () => unknown, message: string) => {
      const before = onDisk();
      await consoleLog.expectingPageError(isRefusedSave, async () => {
        await publish(page);
        await expect(page.getByText(message).first()).toBeVisible();
      });
      expect(onDisk()).toEqual(before);
    };
    await use({
      existing: (file, message) =>
        refused(() => readFileSync(path.join(content.contentDir, file), "utf8"), message),
      added: (folder, message) => refused(() => readdirSync(path.join(content.contentDir, folder)), message),
    });
  },
});

/** Opens a collection, as its link in the editor's sidebar does. */
export async function openCollection(page: Page, collection: string): Promise<void> {
  const name = editorCollectionName(collection);
  await page.evaluate((hash) => (window.location.hash = hash), `#/collections/${name}`);
}

/** Starts a new entry of a collection, as the button beside its heading does ("＋ App"). */
export async function newEntry(page: Page, collection: string): Promise<void> {
  await openCollection(page, collection);
  await page.getByRole("link", { name: /^Create entry of type / }).click();
}

/** Opens a collection by the name it shows ("Apps"), then one of its entries or files by its shown name. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await openCollection(page, collection);
  await page
    .getByRole("link", { name: entry, exact: true })
    .or(page.getByText(entry, { exact: true }))
    .first()
    .click();
}

/**
 * Where the fields of the open entry are looked for: the whole page, or one language's pane when
 * the languages are side by side (languagePane).
 */
export type Scope = Page | Locator;

/**
 * The pane of the open entry's fields in `language`, found by its locale drop-down ("Writing in
 * ES"): side by side, English's is on the left and Spanish's on the right.
 */
export const languagePane = (page: Page, language: Language): Locator =>
  page.locator(".Pane").filter({
    has: page.getByRole("button", { name: `Writing in ${language.toUpperCase()}`, exact: true }),
  });

/** A field of the open entry by its label; the `nth` of several fields labelled alike. */
export const field = (scope: Scope, label: string, nth = 0): Locator =>
  scope.getByLabel(label, { exact: true }).nth(nth);

/** Replaces what a text field holds, and waits until it holds `value`. */
export async function retype(input: Locator, value: string): Promise<void> {
  await expect(async () => {
    await input.fill(value);
    await expect(input).toHaveValue(value, { timeout: 250 });
  }).toPass();
}

/** Chooses `option` in a select or relation field (a searchable drop-down). */
export async function choose(scope: Scope, label: string, option: string, nth = 0): Promise<void> {
  await field(scope, label, nth).fill(option);
  // The drop-down's options open inside the field.
  await scope
    .locator('[id*="-option-"]')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .click();
}

/** An item of a list field, opened: its own fields are hidden until then. */
export async function openItem(page: Page, summary: string): Promise<Locator> {
  const item = page.getByText(summary, { exact: true }).first().locator("xpath=..");
  await item.getByRole("button").first().click();
  return item;
}

/**
 * Fills in what every new app's file holds beyond its card and pages, in English: its icon (a
 * picture made for it, uploaded), a release, and its privacy, press and support pages, at
 * `address`-privacy, `address`-press and `address`-support.
 */
export async function fillPublisherParts(scope: Scope, name: string, address: string): Promise<void> {
  const page = "page" in scope ? scope.page() : scope;
  const icon = path.join(mkdtempSync(path.join(os.tmpdir(), "icon-")), `${address.slice(1)}-icon.png`);
  await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#1b1f4a" } })
    .png()
    .toFile(icon);
  await scope.getByRole("button", { name: "Choose an image" }).click();
  await page.locator('input[type="file"]').setInputFiles(icon);
  await page.getByRole("button", { name: "Choose selected" }).click();
  await scope.getByRole("button", { name: /Add releases/ }).click();
  await field(scope, "Version").fill("1.0");
  await field(scope, "Date").fill("2026-12-01");
  await scope.getByRole("button", { name: /Add notes/ }).click();
  await scope.locator("[id^=note-field-]").fill("The first version.");
  await field(scope, "Path", 1).fill(`${address}-privacy`);
  await field(scope, "Title", 1).fill(`${name} Privacy Policy`);
  await field(scope, "Description", 1).fill(`What ${name} collects.`);
  await field(scope, "Link label").fill("Privacy Policy");
  await field(scope, "Updated").fill("2026-12-01");
  await field(scope, "Intro", 1).fill(`This policy covers ${name}.`);
  await field(scope, "Data heading").fill("What the app collects");
  // The privacy policy's sections: the app page's come before them, its terms' after.
  await scope
    .getByRole("button", { name: /Add sections/ })
    .nth(1)
    .click();
  await field(scope, "Heading").fill("Deleting your data");
  await scope.getByRole("button", { name: /Add paragraphs/ }).click();
  await scope.locator("[id^=paragraph-field-]").fill("Write to us to have your data deleted.");
  await field(scope, "Path", 2).fill(`${address}-press`);
  await field(scope, "Title", 2).fill(`${name} Press Kit`);
  await field(scope, "Description", 2).fill(`Facts and pictures of ${name}.`);
  await field(scope, "Link label", 1).fill(`${name} press kit`);
  await field(scope, "Path", 3).fill(`${address}-support`);
  await field(scope, "Title", 3).fill(`${name} Support`);
  await field(scope, "Description", 3).fill(`Help with ${name}.`);
  await field(scope, "Link label", 2).fill("Support");
  await field(scope, "Intro", 2).fill(`Answers about ${name}.`);
  await field(scope, "Heading", 1).fill("Requirements");
  await field(scope, "System").fill("iOS 17.0 or later");
  // The support page's devices: the accessibility label's come before them.
  await scope
    .getByRole("button", { name: /Add devices/ })
    .last()
    .click();
  await scope.locator("[id^=device-field-]").fill("iPhone");
  await field(scope, "Heading", 2).fill("Questions and answers");
  await scope.getByRole("button", { name: /Add items/ }).click();
  await field(scope, "Question").fill(`Does ${name} work offline?`);
  await field(scope, "Answer").fill("Yes.");
  await field(scope, "Releases heading").fill("Version history");
}

/**
 * What Decap leaves uncaught in the page when it refuses to save: the rejection of its save, with
 * nothing (its own field checks failed) or with a plain object (the check before saving refused),
 * which the browser reports as an error with no name saying "undefined" or "Object".
 */
export const isRefusedSave = (error: Error): boolean =>
  error.name === "" && (error.message === "undefined" || error.message === "Object");

export async function publish(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Publish" }).click();
  await page.getByText("Publish now").click();
}

/**
 * Publishing saves the entry: `check` says when the file on disk holds the change, and the
 * toolbar's "Published" when the editor has taken the save in. decap-server writes the file first:
 * leaving the entry before then, the editor asks whether to drop unsaved changes, and Playwright's
 * answer (no) keeps it on the entry.
 */
export async function expectSaved(page: Page, check: () => boolean): Promise<void> {
  await publish(page);
  await expect.poll(check).toBe(true);
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
}

/** The text input labelled `label` that holds `value`, among several labelled alike. */
export async function inputHolding(scope: Scope, label: string, value: string): Promise<Locator> {
  const inputs = scope.getByLabel(label, { exact: true });
  const indexOfValue = async () =>
    (await Promise.all((await inputs.all()).map((input) => input.inputValue()))).indexOf(value);
  // The editor may still be drawing the entry's fields.
  await expect.poll(indexOfValue, { message: `No field "${label}" holds "${value}"` }).not.toBe(-1);
  return inputs.nth(await indexOfValue());
}

/** The buttons that remove the items of the list field `name`: each item's last, after its drag handle. */
export const removeButtons = (page: Page, name: string): Locator =>
  page.locator(`[id^="${name}-field-"] [aria-roledescription="sortable"] + button`);

const isValues = (value: unknown): value is Values =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A saved file as YAML reads it, its languages at its top (`en:`, `es:`); nothing while it does not
 * exist, or while decap-server is still writing it (empty, or cut off), so that expect.poll asks
 * again rather than ending on a thrown error.
 */
export function readYamlFile(content: ScratchContent, file: string): Values {
  const target = path.join(content.contentDir, file);
  let values: unknown;
  try {
    values = existsSync(target) ? yaml.load(readFileSync(target, "utf8")) : undefined;
  } catch (error) {
    // Cut off in the middle of a line: the rest is on its way.
    if (!(error instanceof yaml.YAMLException)) throw error;
  }
  return isValues(values) ? values : {};
}

/**
 * A saved file's values in a language as written under its key: English whole, another language
 * its translated part only; nothing while the file, or that language's part of it, is missing.
 */
export const readYaml = (
  content: ScratchContent,
  file: string,
  language: Language = DEFAULT_LANGUAGE,
): Values => partOf(readYamlFile(content, file), language);

/** A content file's part in a language, as written under its key (`en:`); none if it has none. */
export function partOf(file: unknown, language: Language = DEFAULT_LANGUAGE): Values {
  const part = isValues(file) ? file[language] : undefined;
  return isValues(part) ? part : {};
}

/**
 * A content file in English only as the editor can save it: with an empty Spanish part, `es: {}`,
 * which the build reads as no Spanish all the same. Decap cannot save an entry whose file has no
 * `es:` at all (editor-languages.spec.ts, "a product in English only").
 */
export function withEmptySpanish(data: Buffer | string): string {
  const file = yaml.load(data.toString());
  return yaml.dump({ ...(isValues(file) ? file : {}), es: partOf(file, "es") });
}

/**
 * The locale drop-down at the top of the editor's (left) pane, "Writing in EN": chooses the
 * language the pane writes in, and the preview beside it shows.
 */
export async function writeIn(page: Page, language: Language): Promise<void> {
  await page
    .getByRole("button", { name: /^Writing in / })
    .first()
    .click();
  await page.getByRole("menuitem", { name: language, exact: true }).click();
  await expect(
    page.getByRole("button", { name: `Writing in ${language.toUpperCase()}` }).first(),
  ).toBeVisible();
}

/**
 * The colour at the middle of a picture as the browser shows it, read from its pixels; nothing
 * while it is still loading (expect.poll asks again then, where a thrown error would end it).
 */
export function middleColour(image: Locator): Promise<number[] | null> {
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
export async function expectPicturesLoaded(pictures: Locator): Promise<void> {
  await expect.poll(() => picturesNotLoaded(pictures)).toBe(0);
}

/** A screenshot of the editor with its preview, kept with the test's results and in its report. */
export async function look(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`editor-${name}-1280.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(`editor-${name}-1280`, { path: file, contentType: "image/png" });
}
