/**
 * The languages the site speaks. English is the default, at the site's own addresses; every other
 * language's pages live under its folder (`/es/…`), so a page's address tells its language. `name`
 * is how the content's messages name it, `ownName` how it names itself (the language switch).
 */
export const LANGUAGES = {
  en: { tag: "en-US", folder: "", name: "English", ownName: "English" },
  es: { tag: "es-US", folder: "/es", name: "Spanish", ownName: "Español" },
} as const;

export type Language = keyof typeof LANGUAGES;

export const DEFAULT_LANGUAGE: Language = "en";

/** Every language the site speaks, in the order of LANGUAGES: English first. */
export const ALL_LANGUAGES = Object.keys(LANGUAGES) as readonly Language[];

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

/** Where a page is in each language it has. */
export type Translations = Partial<Record<Language, string>>;

/** A language's home page: `/`, `/es`. */
export const homeOf = (language: Language) => LANGUAGES[language].folder || "/";

/**
 * Where the page at `pathname` is in each language: the addresses its context gives (a page of
 * content), every language's home for a home page, none for a page of no address (the 404 page).
 */
export function translationsOf(pathname: string, given?: Translations | null): Translations {
  if (given) return given;
  const homes = Object.fromEntries(ALL_LANGUAGES.map((language) => [language, homeOf(language)]));
  return Object.values(homes).includes(pathname.replace(/(.)\/$/, "$1")) ? homes : {};
}
