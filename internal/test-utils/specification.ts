/**
 * The specification's site as the tests read it: its frozen content (SPECIFICATION_CONTENT_DIR),
 * its app with every part of its pages, and its pages' addresses.
 */
import { appsCollection } from "../../src/content-model/content";
import { DEFAULT_LANGUAGE, homeOf, type Language } from "../../src/lib/languages";
import type { Content } from "../content-files/content-folder";
import {
  currentContent,
  SPECIFICATION_APP,
  SPECIFICATION_CONTENT_DIR,
} from "../content-files/current-content";

/** The specification's app has every part of its pages; the tests of those pages rely on each. */
const { detail } = appsCollection.schema.shape;
export const specificationApp = appsCollection.schema
  .required({ carousel: true, gallery: true, accessibility: true })
  .extend({ detail: detail.required({ hero: true, sections: true, moreScreenshots: true, quote: true }) });

/**
 * The specification's content (SPECIFICATION_CONTENT_DIR) in a language: its site texts, its app
 * (Baby Lullabies, every part of its pages given) and its web directory, by their files.
 */
export function specificationContent(language: Language = DEFAULT_LANGUAGE) {
  const content = currentContent(SPECIFICATION_CONTENT_DIR, language);
  const product = <T>(products: ReadonlyArray<{ slug: string; content: T }>, slug: string) => {
    const found = products.find((candidate) => candidate.slug === slug);
    if (!found) throw new Error(`The specification's content has no ${slug}.yaml.`);
    return found.content;
  };
  return {
    ...content,
    app: specificationApp.parse(product(content.apps, SPECIFICATION_APP)),
    directory: product(content.webPlatforms, "botox-provider-directory"),
  };
}

/**
 * The specification's pages by name, and those a publisher hosts beside them (the privacy policy,
 * the app's privacy, support, accessibility and press pages), in a language. Their addresses, but
 * the home page's, are content.
 */
export function sitePages(language: Language = DEFAULT_LANGUAGE) {
  const { app, site } = specificationContent(language);
  return {
    home: homeOf(language),
    gallery: app.gallery.path,
    app: app.detail.path,
    privacy: site.privacy.path,
    appPrivacy: app.privacy.path,
    appSupport: app.support.path,
    appAccessibility: app.accessibility.path,
    appPress: app.press.path,
  } as const;
}

/** The heading of the home page's group of a kind of product (`apps`), as site.yaml sets it. */
export function groupHeading(kind: string, content: Content = specificationContent()): string {
  const group = content.site.products.groups.find((candidate) => candidate.kind === kind);
  if (!group) throw new Error(`site.yaml has no group of ${kind}.`);
  return group.heading;
}
