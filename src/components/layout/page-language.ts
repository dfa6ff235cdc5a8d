import { createContext, useContext } from "react";
import { DICTIONARIES } from "../../lib/dictionary";
import { DEFAULT_LANGUAGE, type Language, type Translations } from "../../lib/languages";

/** The language of the page being drawn: set around every page (src/wrap-element.tsx). */
export const PageLanguage = createContext<Language>(DEFAULT_LANGUAGE);

/** Where the page being drawn is in each language it has (translationsOf). */
export const PageTranslations = createContext<Translations>({});

/** The language of the page being drawn. */
export const usePageLanguage = () => useContext(PageLanguage);

/** The interface's words in the page's language. */
export const useWords = () => DICTIONARIES[usePageLanguage()];
