import path from "node:path";
import type { Actions, GatsbyNode } from "gatsby";
import { contentIsValid, recheckContent } from "./content-check";

const TEMPLATES = {
  gallery: path.resolve("src/templates/gallery.tsx"),
  appDetail: path.resolve("src/templates/app-detail.tsx"),
} as const;

/** The shape of the query below (typegen covers queries in src/pages, src/templates and components). */
interface AppPagesResult {
  readonly allAppYaml: {
    readonly nodes: ReadonlyArray<{
      readonly id: string;
      readonly gallery: { readonly path: string } | null;
      readonly detail: { readonly path: string };
    }>;
  };
}

type AppPages = AppPagesResult["allAppYaml"]["nodes"];

/** The apps whose pages were last made from valid content. */
let lastMade: AppPages = [];

/**
 * Emits each app's gallery page (if it has one) and its app page, at the paths in its file.
 *
 * While `npm run develop` runs, an editor may save a file the content check refuses (and reports):
 * its node may then lack fields the query requires. Until the content is valid again, the pages
 * made last stay, so the preview keeps showing the last good version.
 */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<AppPagesResult>(`
    query AppPages {
      allAppYaml {
        nodes {
          id
          gallery {
            path
          }
          detail {
            path
          }
        }
      }
    }
  `);
  // A file deleted while `develop` runs makes no node, so the content is checked again here.
  recheckContent(reporter);
  if ((result.errors || !result.data) && !contentIsValid()) {
    reporter.info("The apps' pages stay as they were until the content is valid again.");
    for (const app of lastMade) makePages(app, actions.createPage);
    return;
  }
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not read the apps' page addresses from content/apps/ (gallery.path, detail.path).",
      result.errors,
    );
    return;
  }
  lastMade = result.data.allAppYaml.nodes;
  for (const app of lastMade) makePages(app, actions.createPage);
};

/** An app's pages; their context carries the node id only, each template queries what it shows. */
function makePages(app: AppPages[number], createPage: Actions["createPage"]): void {
  if (app.gallery)
    createPage({ path: app.gallery.path, component: TEMPLATES.gallery, context: { id: app.id } });
  createPage({ path: app.detail.path, component: TEMPLATES.appDetail, context: { id: app.id } });
}
