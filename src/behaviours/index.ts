/**
 * Everything the public pages do in the browser, in one small script that the build writes into
 * each page's <head> (internal/behaviours/compile-site-script.ts, gatsby-ssr.tsx). The pages load no
 * framework: their HTML is complete, and these behaviours attach to it. Listeners that must be
 * there from the first moment (the form's checks, the menu) go on the document at once; the rest
 * attach when the document is parsed.
 */
import { attachCarousels } from "./carousel";
import { installContactForms } from "./contact-form";
import { whenParsed } from "./dom";
import { installMenus } from "./menu";
import { logMissingPageAddress, showCurrentYear } from "./page-details";

/** The documents whose listeners are in place: under `gatsby develop`, they serve every page React draws. */
const installed = new WeakSet<Document>();

/** Safe to call again, after each page React draws: the document's listeners go on once. */
export function installBehaviours(doc: Document): void {
  if (!installed.has(doc)) {
    installed.add(doc);
    installContactForms(doc);
    installMenus(doc);
  }
  whenParsed(doc, () => {
    attachCarousels(doc);
    showCurrentYear(doc);
    logMissingPageAddress(doc);
  });
}
