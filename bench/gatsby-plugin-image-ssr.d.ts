// gatsby-plugin-image ships no types for its gatsby-ssr.js; bench/image-loaders.ts calls its
// onRenderBody with the one argument the plugin uses.
declare module "gatsby-plugin-image/gatsby-ssr" {
  import type { ReactNode } from "react";

  export function onRenderBody(args: { setHeadComponents: (components: ReactNode[]) => void }): void;
}
