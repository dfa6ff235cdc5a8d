import type { GatsbyBrowser } from "gatsby";
import { installBehaviours } from "./src/behaviours";

// Only `gatsby develop` runs Gatsby's browser runtime: the built pages ship without it
// (src/ssr/without-runtime.ts) and run their behaviours from an inline script. Here, every page
// is wrapped as on the server, and the same behaviours attach to each page React draws.
export { wrapPageElement, wrapRootElement } from "./src/wrap-element";

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => installBehaviours(document);
