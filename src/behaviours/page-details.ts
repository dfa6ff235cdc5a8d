/** Two small touches that need the visitor's browser: today's year, and the missing address. */
import { CURRENT_YEAR, MISSING_PAGE, selector } from "./markup";

/** What the 404 page logs, in every language: the specification's words for developers. */
const missingPageLog = (pathname: string) =>
  `404 Error: User attempted to access non-existent route: ${pathname}`;

/** The footer's year: the build year is in the HTML; the visitor's clock decides what is shown. */
export function showCurrentYear(doc: Document, now = new Date()): void {
  const year = String(now.getFullYear());
  doc.querySelectorAll(selector(CURRENT_YEAR)).forEach((element) => {
    if (element.textContent !== year) element.textContent = year;
  });
}

/**
 * On the 404 page (marked in its HTML), logs the address this browser asked for, as the
 * specification asks: as information, not as an error, since the page works as it should
 * (Lighthouse counts logged errors against a page's Best Practices).
 */
export function logMissingPageAddress(doc: Document): void {
  if (doc.querySelector(selector(MISSING_PAGE))) console.info(missingPageLog(doc.location.pathname));
}
