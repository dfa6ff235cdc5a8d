import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { CONTENT_DIR, InvalidContentError, loadContent, type Content } from "../content-files/content-folder";
import { recheckContent } from "./content-check";
import { encodePicturesEarly } from "./early-pictures";

/** A template of src/templates/, by its file name. */
const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** The pages' content as it was last valid. */
let lastMade: { readonly apps: Content["apps"]; readonly privacyPath?: string } = { apps: [] };

/**
 * Emits the company's privacy policy, and each app's gallery page (if it has one), app page,
 * privacy page and support page, at the paths in the content; an app's pages' context carries its
 * slug only, each template queries what it shows.
 *
 * While `npm run develop` runs, an editor may save a file the content check refuses (and reports).
 * Until the content is valid again, the pages made last stay, so the preview keeps showing the
 * last good version.
 */
export const createPages: GatsbyNode["createPages"] = async ({ actions, reporter, graphql }) => {
  // A file deleted while `develop` runs makes no node, so the content is checked again here.
  recheckContent(reporter);
  try {
    const { site, apps } = loadContent(CONTENT_DIR);
    lastMade = { apps, privacyPath: site.privacy.path };
  } catch (error) {
    if (!(error instanceof InvalidContentError)) throw error;
    reporter.info("The apps' pages stay as they were until the content is valid again.");
  }
  const { apps, privacyPath } = lastMade;
  if (privacyPath)
    actions.createPage({ path: privacyPath, component: template("privacy-policy"), context: {} });
  for (const { slug, content } of apps) {
    const page = (at: string, component: string) =>
      actions.createPage({ path: at, component, context: { slug } });
    if (content.gallery) page(content.gallery.path, template("gallery"));
    page(content.detail.path, template("app-detail"));
    page(content.privacy.path, template("app-privacy"));
    page(content.support.path, template("app-support"));
  }
  await encodePicturesEarly(graphql);
};
