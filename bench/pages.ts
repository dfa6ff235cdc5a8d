import { currentContent } from "../internal/content-files/current-content";
import { MISSING_PAGE_PATH } from "../internal/deploy/site-output";

/** The 404 page where visitors meet it: at an address the site has no page for (status 404). */
export const NOT_FOUND_PAGE = "unknown path (404)";
/** The 404 page at its own address (status 200), where its audits can be held to 100. */
const NOT_FOUND_OWN_PATH = "/404";

/** The first app of content/ with a gallery (or any): its pages are measured. */
const apps = currentContent().apps.map(({ content }) => content);
const app = apps.find((candidate) => candidate.gallery) ?? apps[0];

/**
 * The pages the benchmarks measure, by name: the home page, an app's pages, the privacy policy,
 * the 404 page twice.
 */
export const PAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [
      "/",
      app?.gallery?.path,
      app?.detail.path,
      currentContent().site.privacy.path,
      app?.privacy.path,
      app?.support.path,
    ].flatMap((page) => (page ? [[page, page]] : [])),
  ),
  [NOT_FOUND_OWN_PATH]: NOT_FOUND_OWN_PATH,
  // Not "404": an integer-like key would be listed first.
  [NOT_FOUND_PAGE]: MISSING_PAGE_PATH,
};

const ALL_AUDITS = ["accessibility", "bestPractices", "seo"] as const;

/**
 * The audits a page is held to 100 in: all on the site's pages; on the 404 page all but SEO (it
 * asks not to be indexed); where it answers an unknown address, none (Chrome logs the 404 status,
 * which costs Best Practices, and its floor has the same status).
 */
export const auditsOf = (page: string): ReadonlyArray<(typeof ALL_AUDITS)[number]> =>
  page === NOT_FOUND_PAGE ? [] : page === NOT_FOUND_OWN_PATH ? ALL_AUDITS.slice(0, 2) : ALL_AUDITS;
