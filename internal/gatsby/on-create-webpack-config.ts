import type { GatsbyNode } from "gatsby";
import { compileSiteScript } from "../behaviours/compile-site-script";

/**
 * Gives the HTML renderer of a build (stage `build-html`) the compiled behaviours to inline, and
 * tells it to leave Gatsby's browser runtime out of the pages (gatsby-ssr.tsx). `gatsby develop`
 * keeps the runtime: there, React renders the pages and attaches the same behaviours.
 *
 * Gatsby still builds its browser bundles (`build-javascript`), but no page loads them, so they
 * are not minified: that would cost build time for code no visitor runs. Neither bundle gets
 * source maps (the browser's would be published; the renderer's would only point a render error
 * at its source line) or webpack's persistent cache: to store it, webpack resolves every module
 * Gatsby has loaded (its babel-loader is a build dependency), which costs a cold build more than
 * the cache saves a warm one, where Babel's own cache still spares recompiling the site's modules
 * (docs/performance.md).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  const built = stage === "build-html";
  if (stage === "build-javascript" || built) actions.setWebpackConfig({ devtool: false, cache: false });
  if (stage === "build-javascript") actions.setWebpackConfig({ optimization: { minimize: false } });
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_SCRIPT__: JSON.stringify(built ? compileSiteScript() : ""),
        __PAGES_WITHOUT_RUNTIME__: JSON.stringify(built),
      }),
    ],
  });
};
