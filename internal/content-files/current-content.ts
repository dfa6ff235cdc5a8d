/**
 * The content as the tests and the benchmark compare the built site with it, read and checked as
 * the build reads it. The specification's site is its frozen copy
 * (fixtures/content/), which editors never change; tests of the build's following the content read
 * content/ and hold for any catalogue.
 */
import path from "node:path";
import { appsCollection } from "../../src/content-model/content";
import { DEFAULT_LANGUAGE, homeOf, type Language } from "../../src/lib/languages";
import { CONTENT_DIR, loadContent, type Content } from "./content-folder";

/** A copy of the specification's content as it was written, pictures and all: it never changes. */
export const SPECIFICATION_CONTENT_DIR = path.resolve(__dirname, "fixtures/content");

const read = new Map<string, Content>();

/** Every content file in `dir` (content/ unless given) in `language`, read once per process. */
export function currentContent(dir: string = CONTENT_DIR, language: Language = DEFAULT_LANGUAGE): Content {
  const content = read.get(`${language} ${dir}`) ?? loadContent(dir, language);
  read.set(`${language} ${dir}`, content);
  return content;
}

/** The file name (slug) of the specification's app. */
export const SPECIFICATION_APP = "baby-lullabies";

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
 * the app's privacy, support, accessibility and press pages), in a language. Their addresses, but the home page's, are
 * content.
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
