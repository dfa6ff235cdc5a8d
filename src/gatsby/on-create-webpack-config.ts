import type { GatsbyNode } from "gatsby";
import { compileSiteScript } from "../../internal/behaviours/compile-site-script";

/**
 * Gives the HTML renderer of a build (stage `build-html`) the compiled behaviours to inline, and
 * tells it to leave Gatsby's browser runtime out of the pages (gatsby-ssr.tsx). `gatsby develop`
 * keeps the runtime: there, React renders the pages and attaches the same behaviours.
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, plugins }) => {
  const built = stage === "build-html";
  actions.setWebpackConfig({
    plugins: [
      plugins.define({
        __SITE_SCRIPT__: JSON.stringify(built ? compileSiteScript() : ""),
        __PAGES_WITHOUT_RUNTIME__: JSON.stringify(built),
      }),
    ],
  });
};
