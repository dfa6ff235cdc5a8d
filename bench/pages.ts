import { currentContent } from "../internal/content-files/current-content";
import { MISSING_PAGE_PATH } from "../internal/deploy/site-output";
import { ALL_LANGUAGES, DEFAULT_LANGUAGE, homeOf, LANGUAGES, type Language } from "../src/lib/languages";

/** The 404 page where visitors meet it: at an address the site has no page for (status 404). */
export const NOT_FOUND_PAGE = "unknown path (404)";
/** The 404 page at its own address (status 200), where its audits can be held to 100. */
const NOT_FOUND_OWN_PATH = "/404";

/** A language's pages of content/: its home page, its first app with a gallery (or any), its privacy policy. */
function pagesIn(language: Language): string[] {
  const { apps, site } = currentContent(undefined, language);
  const app = apps.find(({ content }) => content.gallery)?.content ?? apps[0]?.content;
  return [
    homeOf(language),
    app?.gallery?.path,
    app?.detail.path,
    site.privacy.path,
    app?.privacy.path,
    app?.support.path,
    app?.accessibility?.path,
    app?.press.path,
  ].flatMap((page) => (page ? [page] : []));
}

/**
 * The pages the benchmarks measure, by name: in every language, the home page, an app's pages and
 * the privacy policy; the 404 page twice, and each other language's where visitors meet it.
 */
export const PAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(ALL_LANGUAGES.flatMap(pagesIn).map((page) => [page, page])),
  [NOT_FOUND_OWN_PATH]: NOT_FOUND_OWN_PATH,
  // Not "404": an integer-like key would be listed first.
  [NOT_FOUND_PAGE]: MISSING_PAGE_PATH,
  // The 404 page of each language but the default one, where visitors meet it.
  ...Object.fromEntries(
    ALL_LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [
      `${NOT_FOUND_PAGE} ${language}`,
      `${LANGUAGES[language].folder}${MISSING_PAGE_PATH}`,
    ]),
  ),
};

const ALL_AUDITS = ["accessibility", "bestPractices", "seo"] as const;

/**
 * The audits a page is held to 100 in: all on the site's pages; on the 404 page all but SEO (it
 * asks not to be indexed); where it answers an unknown address, none (Chrome logs the 404 status,
 * which costs Best Practices, and its floor has the same status).
 */
export const auditsOf = (page: string): ReadonlyArray<(typeof ALL_AUDITS)[number]> =>
  page.startsWith(NOT_FOUND_PAGE) ? [] : page === NOT_FOUND_OWN_PATH ? ALL_AUDITS.slice(0, 2) : ALL_AUDITS;
