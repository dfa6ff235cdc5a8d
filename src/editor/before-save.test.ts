/**
 * @jest-environment node
 */
import { appsCollection, screenshotsFile } from "../content-model/content";
import { jsonSchemaOf } from "../content-model/json-schema";
import { say } from "../content-model/words";
import {
  entryOf,
  entryTranslations,
  readFixtureContent,
  saved,
  type Values,
} from "../test-utils/preview-props";
import { beforeSave, emptyOptionalPaths, refusal, specOfEntry } from "./before-save";
import type { Entry } from "./decap";
import { giveOwnAddresses } from "../test-utils/own-addresses";

/**
 * An entry of a whole file (`{ en, es }`, as saved() reads it) as Decap's i18n hands it to `preSave`:
 * its English values as `data`, each other language's under `i18n` (none for a file in English only,
 * as a new product is until it is translated).
 */
function entry(
  collection: string,
  { en, ...others }: Values,
  slug?: string,
  mediaFiles?: ReadonlyArray<{ path: string; file: Blob }>,
): Entry {
  const english = entryOf(collection, en as Values, slug, mediaFiles);
  const i18n = entryTranslations(others);
  return { get: ((key: string) => (key === "i18n" ? i18n : english.get(key as "data"))) as Entry["get"] };
}

const group = (values: Values, name: string) => values[name] as Values;

/** A language's part of a whole file (`{ en, es }`), as saved() reads it. */
const part = (file: Values, language: string) => file[language] as Values;

/** A new app as an editor fills it in, in English only: a copy of the first with its own name and addresses. */
function newApp(): Values {
  const app = part(saved("apps/baby-lullabies"), "en");
  giveOwnAddresses(app, "Starlight Stories");
  return app;
}

describe("before the editor saves an entry", () => {
  beforeEach(() => readFixtureContent());

  it("knows which file an entry is", () => {
    expect(specOfEntry("apps", "starlight-stories")).toBe(appsCollection);
    expect(specOfEntry("site", "screenshots")).toBe(screenshotsFile);
    expect(specOfEntry("site", "nothing")).toBeUndefined();
  });

  it("finds the optional fields left empty, and only those", () => {
    const app = newApp();
    group(group(app, "detail"), "moreScreenshots").galleryLinkLabel = "";
    group(app, "detail").quote = { text: "", author: "", rating: "" };
    group(app, "detail").sections = [{ heading: "Stories", text: "Read aloud.", chips: [] }];
    app.position = "";
    app.summary = "";
    expect(emptyOptionalPaths(jsonSchemaOf(appsCollection.schema), app)).toEqual([
      ["position"],
      ["detail", "sections", 0, "chips"],
      ["detail", "moreScreenshots", "galleryLinkLabel"],
      ["detail", "quote"],
    ]);
  });

  it("saves a new app without what was left empty", async () => {
    const app = newApp();
    group(group(app, "detail"), "moreScreenshots").galleryLinkLabel = "";
    const saving = await beforeSave(entry("apps", { en: app }), "shown");
    const written = saving.toJS() as Values;
    expect(group(group(written, "detail"), "moreScreenshots")).not.toHaveProperty("galleryLinkLabel");
    expect(written.name).toBe("Starlight Stories");
  });

  it("refuses, in the build's words, what the build would refuse", async () => {
    const app = newApp();
    group(app, "gallery").path = "/baby-lullabies";
    app.summary = " ";
    await expect(beforeSave(entry("apps", { en: app }), "shown")).rejects.toThrow(
      "The website could not be built with this, so it was not saved: content/apps/starlight-stories.yaml › summary: the text is empty. Expected a text. (and 1 more problem, listed in the preview)",
    );
  });

  it("saves a new product in English only, and the site's texts only in every language", async () => {
    await expect(beforeSave(entry("apps", { en: newApp() }), "shown")).resolves.toBeDefined();
    const { en } = saved("site");
    await expect(beforeSave(entry("site", { en }, "site"), "shown")).rejects.toThrow(
      `saved: content/site.yaml › es: ${say.languageMissing("Spanish")}`,
    );
  });

  it("refuses a Spanish text left empty, naming the language after the field", async () => {
    const site = saved("site");
    group(part(site, "es"), "hero").heading = "";
    await expect(beforeSave(entry("site", site, "site"), "shown")).rejects.toThrow(
      "The website could not be built with this, so it was not saved: content/site.yaml › hero › heading › es: the text is empty. Expected a text.",
    );
  });

  it("checks a saved app against the others but not against its own saved copy", async () => {
    // In both languages, as Decap hands over a saved app.
    const app = saved("apps/baby-lullabies");
    await expect(beforeSave(entry("apps", app, "baby-lullabies"), "shown")).resolves.toBeDefined();
  });

  it("refuses to save screenshots whose slugs an app still names", async () => {
    const shots = saved("screenshots");
    // A slug is given in English; Decap copies it to the other languages' items (config.ts).
    for (const language of ["en", "es"])
      (part(shots, language).screenshots as Values[])[0].slug = "lullaby-list";
    await expect(beforeSave(entry("site", shots, "screenshots"), "shown")).rejects.toThrow(
      'content/apps/baby-lullabies.yaml › carousel › slides › item 2: "lullabies" is not a slug in content/screenshots.yaml.',
    );
  });

  it("refuses a new product whose name makes the file name of another product, of any kind", async () => {
    const platform = part(saved("web-platforms/botox-provider-directory"), "en");
    platform.name = "Baby Lullabies";
    await expect(beforeSave(entry("web-platforms", { en: platform }), "shown")).rejects.toThrow(
      'saved: content/web-platforms/baby-lullabies.yaml: its name would make the file name "baby-lullabies.yaml", but "baby-lullabies" is already the name of content/apps/baby-lullabies.yaml.',
    );
    const app = newApp();
    app.name = "Baby Lullabies";
    await expect(beforeSave(entry("apps", { en: app }), "shown")).rejects.toThrow(
      'saved: content/apps/baby-lullabies.yaml: its name would make the file name "baby-lullabies.yaml", but "baby-lullabies" is already the name of content/apps/baby-lullabies.yaml.',
    );
  });

  it("refuses a new product whose name would make a file name the build refuses", async () => {
    const app = newApp();
    app.name = "Starlight_Stories";
    await expect(beforeSave(entry("apps", { en: app }), "shown")).rejects.toThrow(
      'saved: content/apps/starlight_stories.yaml: its name would make the file name "starlight_stories.yaml", which cannot name an app.',
    );
  });

  it("saves a new product whose file would be named as a renamed one's new name, not its file", async () => {
    const renamed = saved("web-platforms/botox-provider-directory");
    part(renamed, "en").name = "Sleep Finder";
    readFixtureContent({ "web-platforms/botox-provider-directory": renamed });
    {
      const platform = part(saved("web-platforms/botox-provider-directory"), "en");
      // Another name, the same file name (sleep-finder.yaml): the renamed product's is still its old one.
      platform.name = "Sleep Finder!";
      platform.url = "https://sleep-finder.example.com/";
      await expect(beforeSave(entry("web-platforms", { en: platform }), "shown")).resolves.toBeDefined();
      platform.name = "sleep finder";
      await expect(beforeSave(entry("web-platforms", { en: platform }), "shown")).rejects.toThrow(
        say.productNameTaken("sleep finder", "content/web-platforms/botox-provider-directory.yaml"),
      );
    }
  });

  it("refuses a new product whose file name a renamed product of another kind still has", async () => {
    // Renamed in the editor, the app keeps its file, baby-lullabies.yaml.
    const renamed = saved("apps/baby-lullabies");
    part(renamed, "en").name = "Lullaby Time";
    readFixtureContent({ "apps/baby-lullabies": renamed });
    {
      const platform = part(saved("web-platforms/botox-provider-directory"), "en");
      platform.name = "Baby Lullabies";
      platform.url = "https://baby-lullabies.example.com/";
      await expect(beforeSave(entry("web-platforms", { en: platform }), "shown")).rejects.toThrow(
        'saved: content/web-platforms/baby-lullabies.yaml: its name would make the file name "baby-lullabies.yaml", but "baby-lullabies" is already the name of content/apps/baby-lullabies.yaml.',
      );
      platform.name = "Baby Lullaby Finder";
      await expect(beforeSave(entry("web-platforms", { en: platform }), "shown")).resolves.toBeDefined();
    }
  });

  it("refuses a picture in a format the build cannot use, whatever its case", async () => {
    const shots = saved("screenshots");
    const first = (part(shots, "en").screenshots as Values[])[0];
    first.image = "images/screens/bedtime.GIF";
    await expect(beforeSave(entry("site", shots, "screenshots"), "shown")).rejects.toThrow(
      `content/screenshots.yaml › screenshots › entry 1 (${String(first.slug)}) › image: "images/screens/bedtime.GIF" is not an image the site can use. Expected a PNG, JPEG, WebP or AVIF file.`,
    );
    // Named in another script, a picture is saved with nothing before its extension.
    first.image = "images/screens/.png";
    await expect(beforeSave(entry("site", shots, "screenshots"), "shown")).rejects.toThrow(
      say.imageUnnamed("images/screens/.png"),
    );
    first.image = "images/screens/bedtime.JPEG";
    await expect(beforeSave(entry("site", shots, "screenshots"), "shown")).resolves.toBeDefined();
  });

  it("checks an entry against the saved files with no preview ever opened", async () => {
    await jest.isolateModulesAsync(async () => {
      // Fresh copies of the modules: no preview has rendered, only the backend is known.
      const fresh = await import("./before-save");
      const content = await import("../test-utils/preview-props");
      content.readFixtureContent();
      const app = newApp();
      await expect(fresh.beforeSave(entry("apps", { en: app }), "hidden")).resolves.toBeDefined();
      group(app, "gallery").path = "/baby-lullabies";
      await expect(fresh.beforeSave(entry("apps", { en: app }), "hidden")).rejects.toThrow(
        'gallery › path: "/baby-lullabies" is already the address of content/apps/baby-lullabies.yaml › gallery › path.',
      );
    });
  });

  it("reads the pictures uploaded for the entry as the build will, with no preview ever opened", async () => {
    await jest.isolateModulesAsync(async () => {
      const fresh = await import("./before-save");
      (await import("../test-utils/preview-props")).readFixtureContent();
      const shots = saved("screenshots");
      (part(shots, "en").screenshots as Values[])[0].image = "images/screens/renamed.png";
      const upload = (bytes: number[]) => [
        { path: "content/images/screens/renamed.png", file: new Blob([new Uint8Array(bytes)]) },
      ];
      const gif = upload([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0, 0, 0, 0, 0]);
      await expect(fresh.beforeSave(entry("site", shots, "screenshots", gif), "hidden")).rejects.toThrow(
        say.notAnImage("images/screens/renamed.png"),
      );
      const png = upload([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      await expect(
        fresh.beforeSave(entry("site", shots, "screenshots", png), "hidden"),
      ).resolves.toBeDefined();
    });
  });

  it("says how many more problems there are, and where they are listed, shown or not", () => {
    expect(refusal(["a: b."], "hidden")).toBe(
      "The website could not be built with this, so it was not saved: a: b.",
    );
    expect(refusal(["a: b.", "c: d.", "e: f."], "shown")).toMatch(
      /a: b\. \(and 2 more problems, listed in the preview\)$/,
    );
    expect(refusal(["a: b.", "c: d."], "hidden")).toMatch(
      /a: b\. \(and 1 more problem, listed in the preview: show it with the eye button \(Toggle preview\) at the top right\)$/,
    );
  });
});
