import path from "node:path";
import type { GatsbyNode } from "gatsby";
import type { App } from "../../src/content-model/content";
import { CONTENT_DIR, InvalidContentError, loadContent, type Product } from "../content-files/content-folder";
import { recheckContent } from "./content-check";

const TEMPLATES = {
  gallery: path.resolve("src/templates/gallery.tsx"),
  appDetail: path.resolve("src/templates/app-detail.tsx"),
} as const;

/** The apps whose pages were last made from valid content. */
let lastMade: ReadonlyArray<Product<App>> = [];

/**
 * Emits each app's gallery page (if it has one) and its app page, at the paths in its file; their
 * context carries the app's slug only, each template queries what it shows.
 *
 * While `npm run develop` runs, an editor may save a file the content check refuses (and reports).
 * Until the content is valid again, the pages made last stay, so the preview keeps showing the
 * last good version.
 */
export const createPages: GatsbyNode["createPages"] = ({ actions, reporter }) => {
  // A file deleted while `develop` runs makes no node, so the content is checked again here.
  recheckContent(reporter);
  try {
    lastMade = loadContent(CONTENT_DIR).apps;
  } catch (error) {
    if (!(error instanceof InvalidContentError)) throw error;
    reporter.info("The apps' pages stay as they were until the content is valid again.");
  }
  for (const { slug, content } of lastMade) {
    if (content.gallery)
      actions.createPage({ path: content.gallery.path, component: TEMPLATES.gallery, context: { slug } });
    actions.createPage({ path: content.detail.path, component: TEMPLATES.appDetail, context: { slug } });
  }
};
