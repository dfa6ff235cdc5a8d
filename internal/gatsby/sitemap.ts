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

/** A page's translations, as its `<link rel="alternate" hreflang>` name them (x-default too). */
export const alternatesOf = (html: string) =>
  [...elements(html)].flatMap((element) => {
    const lang = attribute(element, "hreflang");
    const url = attribute(element, "href");
    return element.tagName === "link" && attribute(element, "rel") === "alternate" && lang && url
      ? [{ lang, url }]
      : [];
  });

/**
 * The plugin's `resolvePages`: the pages of `data` whose HTML in `publicDir` may be indexed, each
 * with its translations as its head names them (the sitemap's `xhtml:link` alternates).
 */
export async function indexablePages(data: SitemapQuery, publicDir = OUTPUT_FOLDER) {
  const pages = await Promise.all(
    data.allSitePage.nodes.map(async ({ path }) => ({
      path,
      html: await readFile(generateHtmlPath(publicDir, path), "utf8"),
    })),
  );
  return pages
    .filter(({ html }) => !asksNotToBeIndexed(html))
    .map(({ path, html }) => ({ path, links: alternatesOf(html) }));
}

/** The plugin's `serialize`: a page's address and its translations. */
export const sitemapEntry = ({ path, links }: { path: string; links: { lang: string; url: string }[] }) => ({
  url: path,
  links,
});
