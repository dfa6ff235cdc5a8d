/**
 * gatsby-plugin-image's inline loaders, as the plugin itself renders them on the server: the head
 * script its gatsby-ssr.js adds to every page (fades an image in once it has loaded) and the
 * script each `GatsbyImage` writes after its `<picture>` (moves `data-src`/`data-srcset` into
 * place). Without them no image shows, so the floor (bench/floor.ts) keeps them, and knows them by
 * their text rather than by guessing at it: whatever the installed plugin writes is what it keeps.
 */
import { createElement, Fragment, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { GatsbyImage, type IGatsbyImageData, type Layout } from "gatsby-plugin-image";
import { onRenderBody } from "gatsby-plugin-image/gatsby-ssr";
import { inlineScripts } from "../internal/deploy/inline-scripts";

/** The markup gatsby-plugin-image's `onRenderBody` puts into every page's head. */
function headMarkup(): string {
  const components: ReactNode[] = [];
  onRenderBody({ setHeadComponents: (added) => components.push(...added) });
  return renderToStaticMarkup(createElement(Fragment, null, ...components));
}

/** An image as `gatsbyImageData` describes one; the loader does not depend on its values. */
const image = (layout: Layout): IGatsbyImageData => ({
  layout,
  width: 330,
  height: 714,
  backgroundColor: "#d8c8b8",
  images: {
    fallback: { src: "/static/a/b.png", srcSet: "/static/a/b.png 330w", sizes: "330px" },
    sources: [{ srcSet: "/static/a/b.avif 330w", type: "image/avif", sizes: "330px" }],
  },
});

/** One `GatsbyImage` of each layout and loading mode, rendered the way Gatsby's build renders it. */
function imagesMarkup(): string {
  const layouts: Layout[] = ["constrained", "fixed", "fullWidth"];
  return layouts
    .flatMap((layout) =>
      (["lazy", "eager"] as const).map((loading) =>
        renderToStaticMarkup(createElement(GatsbyImage, { image: image(layout), alt: "", loading })),
      ),
    )
    .join("");
}

/** The texts of every inline script gatsby-plugin-image writes into a page. */
export function imageLoaderScripts(): ReadonlySet<string> {
  const texts = new Set([...inlineScripts(headMarkup()), ...inlineScripts(imagesMarkup())]);
  if (texts.size === 0) throw new Error("gatsby-plugin-image rendered no inline script: has it changed?");
  return texts;
}
