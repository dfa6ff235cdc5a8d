import path from "node:path";
import type { GatsbyNode } from "gatsby";

const TEMPLATES = {
  gallery: path.resolve("src/templates/gallery.tsx"),
  appDetail: path.resolve("src/templates/app-detail.tsx"),
} as const;

/** The shape of the query below (typegen covers queries in src/pages, src/templates and components). */
interface AppPagesResult {
  readonly lullabyAppYaml: {
    readonly id: string;
    readonly gallery: { readonly path: string };
    readonly detail: { readonly path: string };
  } | null;
}

/** Emits the app's gallery and detail pages at the paths set in content/lullaby-app.yaml. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<AppPagesResult>(`
    query AppPages {
      lullabyAppYaml {
        id
        gallery {
          path
        }
        detail {
          path
        }
      }
    }
  `);
  if (result.errors) {
    reporter.panicOnBuild(
      "Could not read the app pages' addresses from content/lullaby-app.yaml (gallery.path, detail.path).",
      result.errors,
    );
    return;
  }
  const app = result.data?.lullabyAppYaml;
  if (!app) {
    reporter.panicOnBuild("content/lullaby-app.yaml produced no data: the app pages cannot be built.");
    return;
  }
  // Page context carries the node id only; each template queries what it shows.
  actions.createPage({ path: app.gallery.path, component: TEMPLATES.gallery, context: { id: app.id } });
  actions.createPage({ path: app.detail.path, component: TEMPLATES.appDetail, context: { id: app.id } });
};
