import type { GatsbySSR } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/wrap-element";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: "en" });
};
