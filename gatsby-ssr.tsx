import type { GatsbySSR } from "gatsby";
import "./src/ssr/every-page-module";
import { languageOfPath } from "./src/lib/languages";
import { isRuntimePreload, isRuntimeScript } from "./src/ssr/without-runtime";

export { wrapPageElement, wrapRootElement } from "./src/wrap-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({
  pathname,
  setHtmlAttributes,
  setHeadComponents,
}) => {
  setHtmlAttributes({ lang: languageOfPath(pathname) });
  // The pages' behaviours (src/behaviours/), in the <head> so that the form's checks are in place
  // before the form can be used. Built pages only: under `gatsby develop` React also runs in the
  // browser, and attaches the same behaviours itself.
  if (__SITE_SCRIPT__ !== "") {
    setHeadComponents([
      <script key="site-behaviours" dangerouslySetInnerHTML={{ __html: __SITE_SCRIPT__ }} />,
    ]);
  }
};

export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  if (!__PAGES_WITHOUT_RUNTIME__) return;
  replaceHeadComponents(getHeadComponents().filter((node) => !isRuntimePreload(node)));
  replacePostBodyComponents(getPostBodyComponents().filter((node) => !isRuntimeScript(node)));
};
