import { DEFAULT_LANGUAGE, languageOfPath, languageOfTag, LANGUAGES } from "./languages";

describe("a page's language", () => {
  it("is English at the site's own addresses", () => {
    for (const pathname of ["/", "/baby-lullabies-app", "/en/", "/esperanza", "/404/"])
      expect(languageOfPath(pathname)).toBe("en");
  });

  it("is Spanish under /es/", () => {
    for (const pathname of ["/es", "/es/", "/es/canciones-de-cuna-app", "/es/404/"])
      expect(languageOfPath(pathname)).toBe("es");
  });

  it("is read from a lang attribute, with English for one the site does not speak", () => {
    expect(languageOfTag("es")).toBe("es");
    expect(languageOfTag("fr")).toBe(DEFAULT_LANGUAGE);
    expect(languageOfTag("constructor")).toBe(DEFAULT_LANGUAGE);
  });

  it("has a folder for every language but the default, which has none", () => {
    for (const [language, { folder }] of Object.entries(LANGUAGES))
      expect(folder).toBe(language === DEFAULT_LANGUAGE ? "" : `/${language}`);
  });
});
