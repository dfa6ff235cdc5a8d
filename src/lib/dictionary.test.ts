import { APP_CATEGORIES } from "../content-model/files/app";
import { APPLE_ACCESSIBILITY_FEATURES } from "./apple-accessibility";
import { SUBMISSION_LIMITS } from "./contact-form/rules";
import { DICTIONARIES } from "./dictionary";

describe("the contact form's words", () => {
  it("in English are the specification's, exactly", () => {
    // docs/spec.md, §5: the error on submit and the inline hint; §5, "Texts": the placeholder.
    const { form, script } = DICTIONARIES.en;
    expect(script.errors.messageTooShort).toBe(
      "Please write a more detailed message (at least 10 characters).",
    );
    expect(script.hintTooShort).toBe("Please write at least 10 characters");
    expect(form.placeholders.message).toBe("Your Message (minimum 10 characters)");
    expect(script.characterCount(1234, 5000)).toBe("1,234 of 5,000 characters");
  });

  it.each(Object.entries(DICTIONARIES))(
    "in %s state the minimum length the rules enforce",
    (_, { form, script }) => {
      for (const text of [script.errors.messageTooShort, script.hintTooShort, form.placeholders.message])
        expect(text).toContain(` ${SUBMISSION_LIMITS.minMessageLength} `);
    },
  );

  it("in Spanish count characters in Spanish", () => {
    expect(DICTIONARIES.es.script.characterCount(1234, 5000)).toBe("1,234 de 5,000 caracteres");
  });
});

describe("each language's words", () => {
  it.each(Object.entries(DICTIONARIES))(
    "in %s are all written, none left empty or in English",
    (language, words) => {
      const texts = (value: unknown): string[] =>
        typeof value === "string"
          ? [value]
          : typeof value === "function"
            ? [value(1, 5)]
            : Object.values(value as object).flatMap(texts);
      // Apple's privacy label has tests of its own (apple-privacy.test.ts).
      const interfaceWords = (all: typeof words) =>
        texts(Object.fromEntries(Object.entries(all).filter(([key]) => key !== "privacyLabel")));
      // A name Apple gives its feature in every language.
      const sameEverywhere = new Set(["VoiceOver"]);
      const english = new Set(interfaceWords(DICTIONARIES.en));
      for (const text of interfaceWords(words)) {
        expect(text.trim()).not.toBe("");
        if (language !== "en" && !sameEverywhere.has(text)) expect(english).not.toContain(text);
      }
    },
  );
});

describe("each language's words for the stores' lists", () => {
  it.each(Object.entries(DICTIONARIES))(
    "in %s name every App Store category and accessibility feature the content may choose",
    (_, { publisher }) => {
      expect(Object.keys(publisher.categories).sort()).toEqual([...APP_CATEGORIES].sort());
      expect(Object.keys(publisher.accessibility.features).sort()).toEqual(
        [...APPLE_ACCESSIBILITY_FEATURES].sort(),
      );
    },
  );
});
