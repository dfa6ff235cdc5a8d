/**
 * The sitemap's pages (gatsby-plugin-sitemap): every page the build wrote but those whose head
 * asks search engines not to index them, read from the page itself, so that a page saying
 * `noindex` (the 404 page, or any page added later) needs no second edit here. The plugin asks
 * after the pages are written (onPostBuild), before the adapter moves them to their final files.
 */
import { readFile } from "node:fs/promises";
import { generateHtmlPath } from "gatsby-core-utils";
import { attribute, elements } from "../deploy/html-elements";
import { OUTPUT_FOLDER } from "../deploy/site-output";

/** What the plugin's default query returns of the pages. */
interface SitemapQuery {
  readonly allSitePage: { readonly nodes: ReadonlyArray<{ readonly path: string }> };
}

/** Whether a page's `<meta name="robots">` says noindex (or none, which says it too). */
export const asksNotToBeIndexed = (html: string): boolean =>
  [...elements(html)].some(
    (element) =>
      element.tagName === "meta" &&
      attribute(element, "name")?.toLowerCase() === "robots" &&
      /\b(noindex|none)\b/i.test(attribute(element, "content") ?? ""),
  );

/** The plugin's `resolvePages`: the pages of `data` whose HTML in `publicDir` may be indexed. */
export async function indexablePages(data: SitemapQuery, publicDir = OUTPUT_FOLDER) {
  const pages = data.allSitePage.nodes;
  const html = await Promise.all(
    pages.map((page) => readFile(generateHtmlPath(publicDir, page.path), "utf8")),
  );
  return pages.filter((_, index) => !asksNotToBeIndexed(html[index] ?? ""));
}
