import type { GatsbyBrowser } from "gatsby";
import { markFirstRenderDone } from "./src/lib/server-html";

export { wrapPageElement, wrapRootElement } from "./src/wrap-element";

/**
 * Once the first client render is done: `StaticContent` renders its children from now on (pages
 * reached by navigation have no built HTML to keep), and the document is marked so browser tests
 * (and anyone debugging) can tell a hydrated page from the server-rendered HTML.
 */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  markFirstRenderDone();
  document.documentElement.dataset.hydrated = "true";
};
