/**
 * @jest-environment node
 */
import { sitePages } from "../internal/test-utils/specification";
import { MISSING_PAGE_PATH } from "../internal/deploy/site-output";
import { auditsOf, NOT_FOUND_PAGE, PAGES } from "./pages";

describe("the pages the benchmarks measure", () => {
  it("are the site's pages in each language and the 404 page, at its own address and where it answers", () => {
    expect(Object.values(PAGES)).toEqual([
      ...Object.values(sitePages()),
      ...Object.values(sitePages("es")),
      "/404",
      MISSING_PAGE_PATH,
      `/es${MISSING_PAGE_PATH}`,
    ]);
  });

  it("hold the site's pages to every audit, the 404 page to all but SEO, and it at an unknown address to none", () => {
    expect(auditsOf(sitePages().home)).toEqual(["accessibility", "bestPractices", "seo"]);
    expect(auditsOf("/404")).toEqual(["accessibility", "bestPractices"]);
    expect(auditsOf(NOT_FOUND_PAGE)).toEqual([]);
    expect(auditsOf(`${NOT_FOUND_PAGE} es`)).toEqual([]);
  });
});
