import { appsCollection, screenshotsFile, siteFile } from "../../content-model/content";
import type { Document } from "../../content-model/declarations";
import { entryData, saved, type Values } from "../../test-utils/preview-props";
import type { EntryTranslations } from "../decap";
import { checkPreview, editedDocument, fileOf } from "./check-preview";

const APP = "apps/baby-lullabies";
const doc = (spec: Document["spec"], name: string, value: unknown = saved(name)): Document => ({
  spec,
  file: `${name}.yaml`,
  value,
});

/** A language's part of a whole file (`{ en, es }`), as saved() reads it. */
const part = (file: Values, language: string) => file[language] as Values;

/** Decap's i18n of an entry: each other language's values under `data`. */
const translationsOf = (languages: Values): EntryTranslations => ({
  toJS: () =>
    JSON.parse(
      JSON.stringify(
        Object.fromEntries(Object.entries(languages).map(([language, data]) => [language, { data }])),
      ),
    ) as ReturnType<EntryTranslations["toJS"]>,
});

describe("checking what a preview shows", () => {
  it("is ready when the edited file and the files it needs pass the build's checks", () => {
    const edited = doc(appsCollection, APP);
    const others = [doc(screenshotsFile, "screenshots")];
    expect(checkPreview(edited, others)).toEqual({ state: "ready", documents: [others[0], edited] });
  });

  it("says what is wrong in the build's words, checking references against the other file", () => {
    const app = saved(APP);
    (part(app, "en").gallery as Values).screenshots = ["nature-sound"];
    delete (part(app, "en").detail as Values).headline;
    expect(checkPreview(doc(appsCollection, APP, app), [doc(screenshotsFile, "screenshots")])).toEqual({
      state: "problems",
      problems: [
        "content/apps/baby-lullabies.yaml › gallery › screenshots: has 1 item, expected 2 to 12 items.",
        "content/apps/baby-lullabies.yaml › gallery › screenshots › item 1: \"nature-sound\" is not a slug in content/screenshots.yaml. Did you mean 'nature-sounds'?",
        "content/apps/baby-lullabies.yaml › detail › headline: this required field is missing. Expected a text.",
      ],
    });
  });

  it("lists the files in the order the build checks them", () => {
    const site = saved("site");
    part(site, "en").companyName = "";
    const shots = saved("screenshots");
    (part(shots, "en").screenshots as Values[])[0].alt = "";
    const result = checkPreview(doc(screenshotsFile, "screenshots", shots), [doc(siteFile, "site", site)]);
    expect(result.state === "problems" && result.problems).toEqual([
      "content/site.yaml › companyName: the text is empty. Expected a text.",
      "content/screenshots.yaml › screenshots › entry 1 (lullabies) › alt: the text is empty. Expected a text.",
    ]);
  });

  it("checks every language of the file, naming the problems of one but English by it", () => {
    const site = saved("site");
    (part(site, "es").hero as Values).heading = "";
    const shots = saved("screenshots");
    (part(shots, "es").screenshots as Values[])[0].alt = "";
    const result = checkPreview(doc(screenshotsFile, "screenshots", shots), [doc(siteFile, "site", site)]);
    expect(result.state === "problems" && result.problems).toEqual([
      "content/site.yaml › hero › heading › es: the text is empty. Expected a text.",
      "content/screenshots.yaml › screenshots › entry 1 (lullabies) › alt › es: the text is empty. Expected a text.",
    ]);
  });

  it("refuses a site-wide file without a language, but not a product", () => {
    const { en: site } = saved("site");
    const { en: app } = saved(APP);
    const result = checkPreview(doc(siteFile, "site", { en: site }), [
      doc(appsCollection, APP, { en: app, es: {} }),
    ]);
    expect(result.state === "problems" && result.problems).toEqual([
      "content/site.yaml › es: the Spanish texts are missing. Every language the site speaks needs the site's texts: add them under the language's key.",
    ]);
  });
});

describe("the file an entry being edited makes", () => {
  it("holds the entry's values in English and each other language's from Decap's i18n", () => {
    const { en, es } = saved("site");
    expect(fileOf(entryData(en), translationsOf({ es }))).toEqual({ en, es });
    // A new entry not translated yet: an empty part for each other language, as Decap writes it.
    expect(fileOf(entryData(en), undefined)).toEqual({ en, es: {} });
  });

  it("is named as its file: a single file's own, a saved product's by its slug, a new one's by its English name", () => {
    const site = saved("site");
    expect(editedDocument(siteFile, undefined, site)).toEqual({
      spec: siteFile,
      file: "site.yaml",
      value: site,
    });
    const app = saved(APP);
    expect(editedDocument(appsCollection, "baby-lullabies", app)).toEqual({
      spec: appsCollection,
      file: "apps/baby-lullabies.yaml",
      value: app,
    });
    part(app, "en").name = "Starlight Stories";
    part(app, "es").name = "Cuentos de estrellas";
    expect(editedDocument(appsCollection, undefined, app)).toEqual({
      spec: appsCollection,
      file: "apps/starlight-stories.yaml",
      value: app,
      unsaved: true,
    });
    // Not named yet: named after the kind of product, as the checks' messages say it.
    expect(editedDocument(appsCollection, "", { en: {} }).file).toBe(`apps/${appsCollection.itemLabel}.yaml`);
  });
});
