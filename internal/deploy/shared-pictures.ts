/**
 * The pictures a page offers other sites to show when it is shared (`og:image`, `twitter:image`):
 * the one kind of file of the site that other origins' pages may load, so the one kind the
 * site's Cross-Origin-Resource-Policy leaves open (site-headers.ts).
 */
import { attribute, elements } from "./html-elements";

const SHARE_TAGS = new Set(["og:image", "twitter:image"]);

/** The addresses on `siteUrl`'s site of the share pictures `html` names, e.g. `/static/…/share.png`. */
export function sharedPictures(html: string, siteUrl: string): string[] {
  const site = new URL(siteUrl);
  const found = new Set<string>();
  for (const element of elements(html)) {
    if (element.tagName !== "meta") continue;
    const name = attribute(element, "property") ?? attribute(element, "name") ?? "";
    const content = attribute(element, "content");
    if (!SHARE_TAGS.has(name) || content === undefined) continue;
    const address = new URL(content, site);
    if (address.origin === site.origin) found.add(address.pathname);
  }
  return [...found].sort();
}
