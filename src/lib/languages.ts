/**
 * The languages the site speaks. English is the default, at the site's own addresses; every other
 * language's pages live under its folder (`/es/…`), so a page's address tells its language.
 */
export const LANGUAGES = {
  en: { tag: "en-US", folder: "" },
  es: { tag: "es-US", folder: "/es" },
} as const;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = "en";

/** How Open Graph names a language: `en_US`. */
export const ogLocale = (language: Language) => LANGUAGES[language].tag.replace("-", "_");

const isLanguage = (tag: string): tag is Language => Object.keys(LANGUAGES).includes(tag);

/** The language a page's `lang` attribute names; the default for one the site does not speak. */
export const languageOfTag = (tag: string): Language => (isLanguage(tag) ? tag : DEFAULT_LANGUAGE);

/** The language of the page at `pathname`: `/es` and `/es/…` are Spanish, the rest English. */
export function languageOfPath(pathname: string): Language {
  const folder = pathname.split("/")[1] ?? "";
  return isLanguage(folder) && LANGUAGES[folder].folder === `/${folder}` ? folder : DEFAULT_LANGUAGE;
}
