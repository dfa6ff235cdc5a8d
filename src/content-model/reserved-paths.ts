import { EDITOR_PATH } from "../lib/addresses";

/**
 * Page addresses no content may claim: the pages of src/pages/ (the home page at `/`, which no
 * page address can be anyway, and the 404 page), the address Gatsby's development server uses for
 * its own 404 page, and the content editor's. A unit test checks the list against src/pages/.
 */
export const PAGES_OF_SRC: readonly string[] = ["/", "/404", "/404.html"];

export const RESERVED_PAGE_PATHS: ReadonlySet<string> = new Set([
  ...PAGES_OF_SRC,
  "/dev-404-page",
  EDITOR_PATH.replace(/\/$/, ""),
]);
