import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import yaml from "js-yaml";
import { SPECIFICATION_CONTENT_DIR } from "../internal/content-files/current-content";
import { specificationContent } from "../internal/test-utils/specification";
import { validateContent } from "../internal/content-files/content-folder";
import { MAX_LENGTH } from "../src/content-model/fields";
import { EDITOR_SAYS, say } from "../src/content-model/words";
import { APP_LIMITS } from "../src/content-model/files/app";
import { EDITOR_BACKEND } from "../src/editor/backend";
import { editorConfig, type EditorField } from "../src/editor/config";
import { DICTIONARIES } from "../src/lib/dictionary";
import type { Language } from "../src/lib/languages";
import {
  choose,
  editorTest,
  expect,
  expectSaved,
  field,
  inputHolding,
  openEntry,
  openItem,
  partOf,
  readYaml,
  removeButtons,
  retype,
  withEmptySpanish,
  writeIn,
  type Values,
} from "./support/drive-editor";
import { keepForBuild } from "./support/saved-files";

/**
 * The editor's lists, relations, choices and numbers at their edges where the specification's
 * own app does not reach them: an ordinary app's gallery (2 to 12 screenshots) and hero, the
 * site's menu and product groups, a web platform's paragraphs, a screenshot's slug. As in
 * editor-edges.spec.ts, each edge is either saved, as a file the build accepts, or refused in the
 * build's words; the files saved here are built together at the end.
 */
editorTest.describe.configure({ mode: "serial" });

const { app, directory, screenshots } = specificationContent();
const spanish = specificationContent("es");
const APP = "apps/baby-lullabies.yaml";
const PLATFORM = "web-platforms/botox-provider-directory.yaml";
const OTHER_APP = "apps/starlight-stories.yaml";
const OTHER_APP_FIXTURE = path.join(__dirname, "fixtures", "catalogue", OTHER_APP);

/** Screenshots beyond the site's own, on its pictures, so that a gallery can reach its most and past it. */
const EXTRA_SHOTS = APP_LIMITS.gallery.max + 1 - screenshots.screenshots.length;
const extraShots = Array.from({ length: EXTRA_SHOTS }, (_, index) => {
  const picture = screenshots.screenshots[index % screenshots.screenshots.length];
  if (!picture) throw new Error("content/screenshots.yaml has no screenshot");
  return { slug: `extra-${index + 1}`, image: picture.image, alt: `Another screen, number ${index + 1}` };
});
/** Their Spanish: screenshots.yaml is complete in every language, each item naming its English one. */
const extraShotsInSpanish = extraShots.map(({ slug }, index) => ({
  slug,
  alt: `Otra pantalla, número ${index + 1}`,
}));
const allSlugs = [...screenshots.screenshots.map(({ slug }) => slug), ...extraShots.map(({ slug }) => slug)];

/** A page address at its longest. */
const LONGEST_PATH = `/${"a".repeat(MAX_LENGTH.pagePath - 1)}`;

/** The files the editor saved in the tests, as saved: built together by the last test. */
const saved = new Map<string, Buffer>();
const keep = (contentDir: string, ...files: string[]) => {
  for (const file of files) saved.set(file, readFileSync(path.join(contentDir, file)));
};

/** Adds the second app (a file of the catalogue's) and the extra screenshots to the editor's content. */
async function withOtherAppAndShots(page: Page, contentDir: string): Promise<void> {
  // In English only, with the empty Spanish part the editor needs to save it.
  writeFileSync(path.join(contentDir, OTHER_APP), withEmptySpanish(readFileSync(OTHER_APP_FIXTURE)));
  const shots = yaml.load(readFileSync(path.join(SPECIFICATION_CONTENT_DIR, "screenshots.yaml"), "utf8"));
  const more = (language: Language, added: readonly Values[]) => ({
    screenshots: [...((partOf(shots, language).screenshots as Values[] | undefined) ?? []), ...added],
  });
  writeFileSync(
    path.join(contentDir, "screenshots.yaml"),
    yaml.dump({ en: more("en", extraShots), es: more("es", extraShotsInSpanish) }),
  );
  // The editor read the content when it opened: read again, it has the files just written.
  await page.reload();
}

const galleryOf = (values: Values) =>
  (values.gallery as Values | undefined)?.screenshots as string[] | undefined;

/**
 * Removes the last items of a multiple relation field (a drop-down holding several), `slugs`
 * last first, as Backspace in it does, once the field shows them: a press made while the entry is
 * still loading is lost.
 */
async function removeLast(page: Page, label: string, slugs: readonly string[]): Promise<void> {
  for (const slug of slugs) {
    const chosen = page.getByRole("button", { name: slug, exact: true });
    await expect(chosen.first()).toBeVisible();
    const before = await chosen.count();
    await expect(async () => {
      await field(page, label).focus();
      await page.keyboard.press("Backspace");
      await expect(chosen).toHaveCount(before - 1, { timeout: 1_000 });
    }).toPass();
  }
}

/**
 * Decap's widgets the editor's configuration uses, each with what the tests here and in
 * editor-edges.spec.ts drive it to. A widget the configuration starts to use fails the first test
 * until it is driven to its edges too.
 */
const DRIVEN: Readonly<Record<EditorField["widget"], string>> = {
  string: "cleared, only spaces, at and past its longest; web and page addresses in and out of form",
  text: "cleared, only spaces, at and past its longest",
  list: "emptied, at its least and most and past them; items repeated; lists of groups",
  object: "an optional group emptied (left out) and half filled (refused)",
  number: "cleared, at its least and most, past both",
  relation: "cleared, at its least and most and past them, single and several; a slug renamed",
  select: "required, cleared; a choice repeated where each may be chosen once",
  image: "removed, GIF, bytes unlike its name, named in other letters, named with spaces and capitals",
  datetime: "a required day cleared (refused), another picked (saved as the files write a day)",
};

function widgetsOf(fields: readonly EditorField[]): EditorField["widget"][] {
  return fields.flatMap((one) => [
    one.widget,
    ...widgetsOf(one.fields ?? []),
    ...widgetsOf(one.field ? [one.field] : []),
  ]);
}

editorTest.describe("the editor's lists, relations and choices at their edges", () => {
  editorTest.setTimeout(150_000);

  editorTest("every widget the editor uses is driven to its edges", () => {
    const config = editorConfig(EDITOR_BACKEND);
    const used = new Set(
      config.collections.flatMap((collection) =>
        "files" in collection
          ? collection.files.flatMap((file) => widgetsOf(file.fields))
          : widgetsOf(collection.fields),
      ),
    );
    expect([...used].sort()).toEqual(Object.keys(DRIVEN).sort());
  });

  editorTest(
    "an app's gallery from its least to its most and past them, its hero cleared, a page address at its longest",
    async ({ page, refused, content }) => {
      await withOtherAppAndShots(page, content.contentDir);
      await openEntry(page, "Apps", "Starlight Stories");
      const gallery = galleryOf(partOf(yaml.load(readFileSync(OTHER_APP_FIXTURE, "utf8")))) ?? [];
      const { min, max } = APP_LIMITS.gallery;
      // Down to one screenshot: refused in the build's words; two, its least: saved.
      await removeLast(page, "Screenshots (optional)", gallery.slice(1).reverse());
      await refused.existing(
        OTHER_APP,
        `content/${OTHER_APP} › gallery › screenshots: has 1 item, expected ${min} to ${max} items.`,
      );
      await choose(page, "Screenshots (optional)", allSlugs.find((slug) => slug !== gallery[0]) ?? "");
      await expectSaved(page, () => galleryOf(readYaml(content, OTHER_APP))?.length === min);
      // Up to its most: saved; one more: refused.
      const shown = galleryOf(readYaml(content, OTHER_APP)) ?? [];
      const rest = allSlugs.filter((slug) => !shown.includes(slug));
      for (const slug of rest.slice(0, max - min)) await choose(page, "Screenshots (optional)", slug);
      await expectSaved(page, () => galleryOf(readYaml(content, OTHER_APP))?.length === max);
      const last = rest[max - min];
      if (last === undefined) throw new Error("Not enough screenshots to go past the gallery's most");
      await choose(page, "Screenshots (optional)", last);
      await refused.existing(OTHER_APP, `Screenshots: expected at most ${max} items.`);
      await removeLast(page, "Screenshots (optional)", [last]);

      // Its hero cleared: an app other than the specification's may have none; left out.
      await page.getByLabel("Hero (optional)").focus();
      await page.keyboard.press("Backspace");
      // The gallery's address at its longest.
      await retype(field(page, "Path (optional)"), LONGEST_PATH);
      await expectSaved(page, () => {
        const values = readYaml(content, OTHER_APP);
        return (values.gallery as Values | undefined)?.path === LONGEST_PATH;
      });
      const written = readYaml(content, OTHER_APP);
      expect(written.detail).not.toHaveProperty("hero");
      expect(galleryOf(written)).toHaveLength(max);
      expect(validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, OTHER_APP, "screenshots.yaml");
    },
  );

  editorTest(
    "numbers at their most, a release's day cleared then picked, and the privacy label's choices: a data type tracked and linked, never linked and not",
    async ({ page, preview, refused, content }) => {
      await openEntry(page, "Apps", app.name);
      // As the App Store's label has it: used to track you, and linked to you.
      await choose(page, "Used to track you (optional)", "Device ID");
      const last = async (label: string) => (await page.getByLabel(label, { exact: true }).count()) - 1;
      const addUse = async (list: string, type: string, purpose: string) => {
        await page.getByRole("button", { name: new RegExp(`^Add ${list}`) }).click();
        // Inside an optional group, the editor marks every field optional; the build checks them.
        await choose(page, "Type (optional)", type, await last("Type (optional)"));
        await choose(page, "Purposes (optional)", purpose, await last("Purposes (optional)"));
      };
      await addUse("linked to you", "Device ID", "Analytics");
      await expect(preview.getByRole("list", { name: "Data Used to Track You" })).toHaveText(
        "Identifiers: Device ID",
      );
      // Linked to you and not: refused in the build's words.
      await addUse("not linked to you", "Device ID", "Analytics");
      await refused.existing(
        APP,
        `content/${APP} › privacy › data › notLinkedToYou › item 1 › type: "Device ID" is under linkedToYou too`,
      );
      await removeButtons(page, "notLinkedToYou").click();
      await retype(field(page, "Rating (optional)"), "5");
      await retype(field(page, "Position (optional)"), "999");
      // A list's items open closed: the first release's fields show once it is opened.
      await openItem(page, app.releases[0]?.version ?? "");
      await field(page, "Date").fill("");
      await refused.existing(APP, EDITOR_SAYS.required.replace("%{fieldLabel}", "Date"));
      await field(page, "Date").fill("2026-10-08");
      await expectSaved(page, () => readYaml(content, APP).position === 999);
      expect(((readYaml(content, APP).detail as Values).quote as Values).rating).toBe(5);
      expect((readYaml(content, APP).privacy as Values).data).toEqual({
        usedToTrackYou: ["Device ID"],
        linkedToYou: [{ type: "Device ID", purposes: ["Analytics"] }],
      });
      // A day as people write one in the files, which YAML reads as a date.
      expect(readFileSync(path.join(content.contentDir, APP), "utf8")).toContain("date: 2026-10-08\n");
      expect(validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, APP);
    },
  );

  editorTest("a screenshot's slug out of the form of one is refused", async ({ page, refused, content }) => {
    await withOtherAppAndShots(page, content.contentDir);
    // A slug no app names yet, renamed out of the form of one.
    await openEntry(page, "Site", "Screenshots");
    const unnamed = extraShots.at(-1)?.slug ?? "";
    await openItem(page, unnamed);
    await retype(await inputHolding(page, "Slug", unnamed), "Bedtime Screen");
    await refused.existing(
      "screenshots.yaml",
      `content/screenshots.yaml › screenshots › entry ${allSlugs.length} (Bedtime Screen) › slug: "Bedtime Screen" cannot be a slug.`,
    );
  });

  editorTest(
    "the site's menu and product groups: a choice made twice, past their most, at their least",
    async ({ page, refused, content }) => {
      await openEntry(page, "Site", "Site texts");
      // The menu: a section linked twice is refused.
      await page.getByRole("button", { name: /Add nav/ }).click();
      const nav = page.locator('[id^="nav-field-"]');
      await nav.locator("[id^=label-field-]").last().fill("Our apps");
      await choose(page, "Section", "products", 3);
      await refused.existing(
        "site.yaml",
        'content/site.yaml › nav › item 4 › section: "products" is used by an earlier item too. Each section must be different.',
      );
      // Emptied: refused; down to one link, its least: saved.
      await expect(removeButtons(page, "nav")).toHaveCount(specificationContent().site.nav.length + 1);
      while ((await removeButtons(page, "nav").count()) > 0) await removeButtons(page, "nav").first().click();
      await refused.existing("site.yaml", "Nav: expected 1 to 6 items.");
      await page.getByRole("button", { name: /Add nav/ }).click();
      await nav.locator("[id^=label-field-]").last().fill("Contact us");
      await choose(page, "Section", "contact");
      // The Spanish menu still links the sections the English one no longer does: refused, until
      // its links to them are removed too, in Spanish.
      await refused.existing("site.yaml", say.noEnglishItem("section"));
      await writeIn(page, "es");
      const spanishNav = spanish.site.nav;
      await expect(removeButtons(page, "nav")).toHaveCount(spanishNav.length);
      for (const { section } of spanishNav)
        if (section !== "contact") await removeButtons(page, "nav").first().click();
      await expectSaved(page, () =>
        (["en", "es"] as const).every(
          (language) => (readYaml(content, "site.yaml", language).nav as unknown[] | undefined)?.length === 1,
        ),
      );
      expect(readYaml(content, "site.yaml", "es").nav).toEqual(
        spanishNav.filter(({ section }) => section === "contact"),
      );
      await writeIn(page, "en");

      // The product groups: one for each kind, exactly. A third is refused, so is a kind chosen twice.
      const groups = specificationContent().site.products.groups;
      await page.getByRole("button", { name: /Add groups/ }).click();
      await page.locator('[id^="groups-field-"] [id^=heading-field-]').last().fill("More apps");
      await choose(page, "Kind", "Apps", groups.length);
      await refused.existing("site.yaml", `Groups: expected exactly ${groups.length} items.`);
      await removeButtons(page, "groups").last().click();
      const [first, second] = groups;
      if (!first || !second) throw new Error("content/site.yaml has fewer than two product groups");
      const labelOfKind = (kind: string) => (kind === "apps" ? "Apps" : "Web platforms");
      // Collapsed, the second group shows its heading; opened, its fields.
      await openItem(page, second.heading);
      await choose(page, "Kind", labelOfKind(first.kind), 1);
      await refused.existing(
        "site.yaml",
        `content/site.yaml › products › groups › item 2 › kind: "${first.kind}" is used by an earlier item too. Each kind must be different.`,
      );
      await choose(page, "Kind", labelOfKind(second.kind), 1);
      expect(validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, "site.yaml");
    },
  );

  editorTest(
    "a list of paragraphs: emptied and past its most refused, at its most saved",
    async ({ page, refused, content }) => {
      await openEntry(page, "Web platforms", directory.name);
      const paragraphs = page.locator("[id^=descriptionItem-field-]");
      const remove = removeButtons(page, "description");
      await expect(remove).toHaveCount(directory.description.length);
      while ((await remove.count()) > 0) await remove.first().click();
      await refused.existing(PLATFORM, "Description: expected 1 to 4 items.");
      for (let count = 1; count <= 5; count += 1) {
        await page.getByRole("button", { name: /Add description/ }).click();
        await paragraphs.last().fill(`Paragraph ${count} of the directory's description.`);
      }
      await refused.existing(PLATFORM, "Description: expected 1 to 4 items.");
      await remove.last().click();
      await expectSaved(
        page,
        () => (readYaml(content, PLATFORM).description as unknown[] | undefined)?.length === 4,
      );
      expect(validateContent(content.contentDir)).toEqual([]);
      keep(content.contentDir, PLATFORM);
    },
  );

  editorTest("the files the editor saved are kept, to be built at the end", () => {
    expect([...saved.keys()].sort()).toEqual(
      [APP, OTHER_APP, "screenshots.yaml", "site.yaml", PLATFORM].sort(),
    );
    // The gallery at its longest address, with its most screenshots; the app page without a hero.
    keepForBuild("editor-list-edges", saved, [
      ...extraShots.slice(0, 1).map(({ alt }) => ({
        page: `${LONGEST_PATH.slice(1)}.html`,
        text: alt,
        shown: true,
        what: alt,
      })),
      { page: "index.html", text: "Contact us", shown: true, what: "the menu's one link" },
      { page: "index.html", text: "Paragraph 4 of the directory", shown: true, what: "the fourth paragraph" },
      {
        page: `${app.detail.path.slice(1)}.html`,
        text: DICTIONARIES.en.rating(5, 5),
        shown: true,
        what: "the rating at its most",
      },
      {
        page: `${app.privacy.path.slice(1)}.html`,
        text: ", used for Analytics",
        shown: true,
        what: "a data type linked to you",
      },
    ]);
  });
});
