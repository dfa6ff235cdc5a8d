import path from "node:path";
import type { GatsbyNode } from "gatsby";

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

/** Emits each app's gallery page (if it has one) and its app page, at the paths in its file. */
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
  if (result.errors || !result.data) {
    reporter.panicOnBuild(
      "Could not read the apps' page addresses from content/apps/ (gallery.path, detail.path).",
      result.errors,
    );
    return;
  }
  // Page context carries the node id only; each template queries what it shows.
  for (const app of result.data.allAppYaml.nodes) {
    if (app.gallery)
      actions.createPage({ path: app.gallery.path, component: TEMPLATES.gallery, context: { id: app.id } });
    actions.createPage({ path: app.detail.path, component: TEMPLATES.appDetail, context: { id: app.id } });
  }
};
