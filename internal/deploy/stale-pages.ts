/**
 * The pages a build left behind from an earlier build: a product removed from the content.
 *
 * gatsby-adapter-netlify moves each page's `x/index.html` to `x.html`, the file Netlify serves
 * at `/x` (its "pretty URL"). When a page is gone, Gatsby removes what it wrote for it, but not
 * that moved file, which a build in place (`npm run build` again, or Netlify restoring the last
 * build's public/) would go on publishing. Gatsby's routes manifest, which every adapter is given,
 * lists each page at its address and each other file in public/ at its file name: an HTML file
 * listed as a file, at the address a page would have, whose page is not in the manifest, is stale.
 */
import type { RoutesManifest } from "gatsby";
import { EDITOR_PATH } from "../../src/lib/addresses";

/** Folders of HTML that are not pages: the content editor and Gatsby's slices. */
const NOT_PAGES = [EDITOR_PATH, "/_gatsby/"];

/** The file Netlify serves a page's address from: `/x` → `/x.html`, `/x/` → `/x/index.html`. */
const prettyFile = (address: string): string =>
  address.endsWith("/") ? `${address}index.html` : `${address}.html`;

/**
 * The routes of HTML files in public/ that are pages of no route of this build. `fromStatic` says
 * whether a file is one of static/'s, which Gatsby copies into public/ on every build (a search
 * console's `google….html`, say): those are the site's, never stale.
 */
export function staleHtmlRoutes(
  routes: RoutesManifest,
  fromStatic: (address: string) => boolean,
): RoutesManifest {
  const pages = new Set(
    routes.flatMap((route) =>
      route.type === "static" && route.filePath.endsWith(".html") && !route.path.endsWith(".html")
        ? [prettyFile(route.path)]
        : [],
    ),
  );
  return routes.filter(
    (route) =>
      route.type === "static" &&
      route.path.endsWith(".html") &&
      !pages.has(route.path) &&
      !fromStatic(route.path) &&
      !NOT_PAGES.some((folder) => route.path.startsWith(folder)),
  );
}
