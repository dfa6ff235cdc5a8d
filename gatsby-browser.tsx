// Only `gatsby develop` runs Gatsby's browser runtime: the built pages ship without it
// (src/ssr/without-runtime.ts). There, every page is wrapped as on the server.
export { wrapPageElement, wrapRootElement } from "./src/wrap-element";
