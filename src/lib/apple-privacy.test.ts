import {
  APPLE_DATA_PURPOSES,
  APPLE_DATA_SECTIONS,
  APPLE_DATA_TYPES,
  APPLE_NO_DATA,
  categoryOf,
  termIn,
  usedFor,
} from "./apple-privacy";
import { DICTIONARIES } from "./dictionary";

/** Apple's label in each language's words, as the dictionaries hold it. */
const APPLE_PRIVACY_WORDS = Object.fromEntries(
  Object.entries(DICTIONARIES).map(([language, words]) => [language, words.privacyLabel]),
) as Record<keyof typeof DICTIONARIES, (typeof DICTIONARIES)["en"]["privacyLabel"]>;

/** Every text of a language's words, the sentence of two purposes included. */
const textsOf = ({ usedFor: sentence, ...terms }: (typeof APPLE_PRIVACY_WORDS)["en"]) => {
  const texts = (value: unknown): string[] =>
    typeof value === "string" ? [value] : Object.values(value as object).flatMap(texts);
  return [...texts(terms), usedFor(["A", "B"], sentence)];
};

describe("Apple's privacy words", () => {
  it("in English are Apple's terms, as the content names them", () => {
    const { en } = APPLE_PRIVACY_WORDS;
    expect(en.noData).toBe(APPLE_NO_DATA);
    for (const { field, heading, lead } of APPLE_DATA_SECTIONS)
      expect(en.sections[field]).toEqual({ heading, lead });
    for (const type of APPLE_DATA_TYPES) {
      expect(en.dataTypes[type]).toBe(type);
      expect(termIn(en.categories, categoryOf(type))).toBe(categoryOf(type));
    }
    for (const purpose of APPLE_DATA_PURPOSES) expect(en.purposes[purpose]).toBe(purpose);
    expect(usedFor(["Analytics", "App Functionality"], en.usedFor)).toBe(
      "used for Analytics and App Functionality",
    );
  });

  it.each(Object.entries(APPLE_PRIVACY_WORDS).filter(([language]) => language !== "en"))(
    "in %s are all written, none left empty or in English",
    (_, words) => {
      const english = new Set(textsOf(APPLE_PRIVACY_WORDS.en));
      for (const text of textsOf(words)) {
        expect(text.trim()).not.toBe("");
        expect(english).not.toContain(text);
      }
    },
  );

  it("in Spanish list purposes as Spanish does", () => {
    const { es } = APPLE_PRIVACY_WORDS;
    expect(usedFor(["Análisis"], es.usedFor, "es-US")).toBe("para Análisis");
    expect(usedFor(["Publicidad de terceros", "Análisis", "Otros propósitos"], es.usedFor, "es-US")).toBe(
      "para Publicidad de terceros, Análisis y Otros propósitos",
    );
  });

  it("leave a term Apple does not have as the content says it", () => {
    expect(termIn(APPLE_PRIVACY_WORDS.es.dataTypes, "Telepathy")).toBe("Telepathy");
  });
});
