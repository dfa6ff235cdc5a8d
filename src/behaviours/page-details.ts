/** Two small touches that need the visitor's browser: today's year, and the missing address. */
import { CURRENT_YEAR, MISSING_PAGE, selector } from "./markup";

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
  // In every language, the specification's words for developers.
  if (doc.querySelector(selector(MISSING_PAGE)))
    console.info(`404 Error: User attempted to access non-existent route: ${doc.location.pathname}`);
}
