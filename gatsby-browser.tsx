import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement, wrapRootElement } from "./src/wrap-element";

/**
 * Marks the document once the first client render is done, so browser tests (and anyone
 * debugging) can tell a hydrated page from the server-rendered HTML whichever renderer runs it.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true";
};
