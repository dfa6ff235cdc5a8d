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
import { editorConfig } from "../../src/editor/config";
import { EDITOR_BACKEND } from "../../src/editor/backend";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { CHROMIUM_FLAGS, chromiumPath } from "../../internal/test-browser/chromium";
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
    /** Whether the editor opens with its preview shown, as it does at first; hidden, it saves the same way. */
    previewShown: boolean;
  },
  { decapServer: ScratchContent; editorProfile: BrowserContext }
>({
  previewShown: [true, { option: true }],
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
        executablePath: chromiumPath(),
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
  preview: async ({ page, content, previewShown }, use) => {
    void content;
    // Under the policy the editor is published with, nothing it does may be refused.
    const violations = await recordCspViolations(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    // Decap keeps whether an editor hid the preview in the browser's storage.
    if (!previewShown) await page.addInitScript(() => localStorage.setItem("cms.preview-visible", "false"));
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

/** Opens a collection by the name it shows ("Apps"), then one of its entries or files by its shown name. */
export async function openEntry(page: Page, collection: string, entry: string): Promise<void> {
  await openCollection(page, collection);
  await page
    .getByRole("link", { name: entry, exact: true })
    .or(page.getByText(entry, { exact: true }))
    .first()
    .click();
}

/** A field of the open entry by its label; the `nth` of several fields labelled alike. */
export const field = (page: Page, label: string, nth = 0): Locator =>
  page.getByLabel(label, { exact: true }).nth(nth);

/** Replaces what a text field holds, and waits until it holds `value`. */
export async function retype(input: Locator, value: string): Promise<void> {
  await expect(async () => {
    await input.fill(value);
    await expect(input).toHaveValue(value, { timeout: 250 });
  }).toPass();
}

/** Chooses `option` in a select or relation field (a searchable drop-down). */
export async function choose(page: Page, label: string, option: string, nth = 0): Promise<void> {
  await field(page, label, nth).fill(option);
  await page
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
export async function inputHolding(page: Page, label: string, value: string): Promise<Locator> {
  const inputs = page.getByLabel(label, { exact: true });
  for (let index = 0; index < (await inputs.count()); index += 1) {
    if ((await inputs.nth(index).inputValue()) === value) return inputs.nth(index);
  }
  throw new Error(`No field "${label}" holds "${value}"`);
}

/** The buttons that remove the items of the list field `name`: each item's last, after its drag handle. */
export const removeButtons = (page: Page, name: string): Locator =>
  page.locator(`[id^="${name}-field-"] [aria-roledescription="sortable"] + button`);

/**
 * A saved file's values; none while it does not exist, or while decap-server is still writing it
 * (empty, or cut off), so that expect.poll asks again rather than ending on a thrown error.
 */
export function readYaml(content: ScratchContent, file: string): Values {
  const target = path.join(content.contentDir, file);
  let values: unknown;
  try {
    values = existsSync(target) ? yaml.load(readFileSync(target, "utf8")) : undefined;
  } catch (error) {
    // Cut off in the middle of a line: the rest is on its way.
    if (!(error instanceof yaml.YAMLException)) throw error;
  }
  return typeof values === "object" && values !== null ? (values as Values) : {};
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
