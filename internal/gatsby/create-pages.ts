import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { ALL_LANGUAGES, LANGUAGES, type Language, type Translations } from "../../src/lib/languages";
import { CONTENT_DIR, InvalidContentError, loadContent, type Content } from "../content-files/content-folder";
import { recheckContent } from "./content-check";

/** A template of src/templates/, or a page of src/pages/ made again for another language. */
const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);
const srcPage = (name: string) => path.resolve(`src/pages/${name}.tsx`);

/**
 * An app's pages, in the order they are made, by their field in its file: each made by
 * src/templates/app-<field>.tsx (the gallery by gallery.tsx).
 */
const APP_PAGES = ["gallery", "detail", "privacy", "support", "press", "accessibility", "terms"] as const;

/**
 * Every picture the pages show, at the sizes their queries ask for (the same selections as in
 * src/, which a unit test holds together: another size would be encoded twice).
 */
export const EARLY_PICTURES_QUERY = `{
  allScreenshotsYaml {
    nodes { image { childImageSharp { gatsbyImageData(width: 660, breakpoints: [240, 330, 480, 660]) } } }
  }
  siteContent {
    logo {
      childImageSharp {
        header: gatsbyImageData(width: 40, height: 40, layout: FIXED, placeholder: NONE)
        hero: gatsbyImageData(width: 192, placeholder: NONE)
      }
    }
  }
}`;

/** The pages' content in each language as it was last valid. */
let lastMade: ReadonlyMap<Language, Content> = new Map();

/**
 * Emits, in every language, the company's privacy policy and each app's gallery page (if it has
 * one), app page, privacy, support and press pages, and its accessibility and terms pages (if it
 * has them), at the paths in the content; and the home and 404 pages of every language but
 * English (src/pages/ makes those). A page's context carries its language, the app's slug and its
 * addresses in every language it has (the language switch and `hreflang` read them); each template
 * queries what it shows.
 *
 * While `npm run develop` runs, an editor may save a file the content check refuses (and reports).
 * Until the content is valid again, the pages made last stay, so the preview keeps showing the
 * last good version.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter, graphql }) => {
  // A file deleted while `develop` runs makes no node, so the content is checked again here.
  recheckContent(reporter);
  try {
    lastMade = new Map(ALL_LANGUAGES.map((language) => [language, loadContent(CONTENT_DIR, language)]));
  } catch (error) {
    if (!(error instanceof InvalidContentError)) throw error;
    reporter.info("The apps' pages stay as they were until the content is valid again.");
  }
  // Each page of content by what makes it (an app's page by its slug), with where it is in each language.
  const pages = new Map<string, { component: string; slug?: string; at: Translations }>();
  const add = (id: string, component: string, language: Language, at: string, slug?: string) => {
    const page = pages.get(id) ?? { component, slug, at: {} };
    pages.set(id, { ...page, at: { ...page.at, [language]: at } });
  };
  for (const [language, { site, apps }] of lastMade) {
    add("privacy", template("privacy-policy"), language, site.privacy.path);
    for (const { slug, content } of apps) {
      for (const field of APP_PAGES) {
        const page = content[field];
        const component = template(field === "gallery" ? "gallery" : `app-${field}`);
        if (page) add(`${slug} ${field}`, component, language, page.path, slug);
      }
    }
  }
  for (const { component, slug, at } of pages.values())
    for (const [language, pagePath] of Object.entries(at))
      actions.createPage({ path: pagePath, component, context: { slug, language, translations: at } });
  for (const language of ALL_LANGUAGES.filter((candidate) => LANGUAGES[candidate].folder !== "")) {
    const { folder } = LANGUAGES[language];
    actions.createPage({ path: folder, component: srcPage("index"), context: { language } });
    actions.createPage({ path: `${folder}/404.html`, component: srcPage("404"), context: { language } });
    // Netlify answers an unknown address in the folder with the language's 404 page (the local server too).
    actions.createRedirect({ fromPath: `${folder}/*`, toPath: `${folder}/404.html`, statusCode: 404 });
  }
  // Asks for the pictures while the pages are made, which starts sharp's encoding: Gatsby runs the
  // page queries only after its HTML renderer, and the encoding would then follow every other step.
  // Started here, it runs beside Gatsby's own steps; the pages' queries later find it done.
  // `gatsby develop` encodes a picture when a browser first asks for it.
  if (process.env.NODE_ENV !== "production") return;
  const { errors } = await graphql(EARLY_PICTURES_QUERY);
  if (errors) throw new Error(`The pictures could not be queried: ${JSON.stringify(errors)}`);
};
