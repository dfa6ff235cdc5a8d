import { appsCollection, siteFile } from "./content";
import { jsonSchemaOf } from "./json-schema";
import { contentIn, languagesIn, strayKeys } from "./translations";

const site = jsonSchemaOf(siteFile.schema);
const app = jsonSchemaOf(appsCollection.schema);

describe("a language's content", () => {
  it("is English as written, for English", () => {
    const english = { companyName: "Camelback Digital" };
    expect(contentIn(site, { en: english, es: { companyName: "Otra" } }, "en").value).toBe(english);
  });

  it("takes what is given once from English, and its texts from its own part", () => {
    const file = {
      en: { companyName: "Camelback Digital", logo: "images/logo.png", logoAlt: "Logo" },
      es: { logoAlt: "Logotipo" },
    };
    expect(contentIn(site, file, "es")).toEqual({
      value: { companyName: "Camelback Digital", logo: "images/logo.png", logoAlt: "Logotipo" },
      givenOnce: [],
      unmatched: [],
    });
  });

  it("matches a list's items to English ones by their key, whatever their order", () => {
    const file = {
      en: {
        releases: [
          { version: "1.1", date: "2026-06-01", notes: ["Faster"] },
          { version: "1.0", date: "2026-01-01", notes: ["First"] },
        ],
      },
      es: {
        releases: [
          { version: "1.0", notes: ["Primera"] },
          { version: "2.0", notes: ["?"] },
        ],
      },
    };
    const { value, unmatched } = contentIn(app, file, "es");
    expect((value as { releases: unknown }).releases).toEqual([
      { version: "1.0", date: "2026-01-01", notes: ["Primera"] },
      { version: "2.0", notes: ["?"] },
    ]);
    expect(unmatched).toEqual([["releases", 1, "version"]]);
  });

  it("gives an untranslated page address in the language's folder, and notes what it must not give", () => {
    const file = {
      en: { detail: { path: "/baby-lullabies-app" }, appStore: { id: "1234567890" } },
      es: { appStore: { id: "999999999" } },
    };
    const { value, givenOnce } = contentIn(app, file, "es");
    expect(value).toMatchObject({
      detail: { path: "/es/baby-lullabies-app" },
      appStore: { id: "1234567890" },
    });
    expect(givenOnce).toEqual([["appStore", "id"]]);
  });

  it("knows the languages a file has content for, and keys that name none", () => {
    expect(languagesIn({ en: { name: "A" }, es: {} })).toEqual(["en"]);
    expect(languagesIn({ en: { name: "A" }, es: { name: "B" } })).toEqual(["en", "es"]);
    expect(strayKeys({ en: {}, name: "A" })).toEqual(["name"]);
  });
});
