import type { GatsbyNode } from "gatsby";
import { compileSiteScript } from "../behaviours/compile-site-script";

/**
 * Gives the HTML renderer of a build (stage `build-html`) the compiled behaviours to inline, and
 * tells it to leave Gatsby's browser runtime out of the pages (gatsby-ssr.tsx). `gatsby develop`
 * keeps the runtime: there, React renders the pages and attaches the same behaviours.
 *
 * Gatsby still builds its browser bundles (`build-javascript`), but no page loads them, so they
 * are neither minified nor given source maps: both would cost build time for code no visitor
 * runs, and maps would be published. The HTML renderer's bundle runs only in the build: its
 * source maps would cost seconds only to point a render error at the source line.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  const built = stage === "build-html";
  if (stage === "build-javascript")
    actions.setWebpackConfig({ devtool: false, optimization: { minimize: false } });
  if (stage === "build-html") actions.setWebpackConfig({ devtool: false });
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_SCRIPT__: JSON.stringify(built ? compileSiteScript() : ""),
        __PAGES_WITHOUT_RUNTIME__: JSON.stringify(built),
      }),
    ],
  });
};
