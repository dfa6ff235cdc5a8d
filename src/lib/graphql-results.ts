import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * A root query field is nullable in GraphQL, but the content validation guarantees it exists.
 * If it is missing anyway, fail loudly with the file to look at instead of rendering `undefined`.
 */
export function required<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) {
    throw new Error(`Missing content: ${what}. Run the build to see what is wrong in content/.`);
  }
  return value;
}

/** A screenshot as components use it: plain props, no GraphQL shapes. */
export interface Screenshot {
  readonly slug: string;
  readonly alt: string;
  readonly image: IGatsbyImageData;
}

interface ScreenshotNode {
  readonly slug: string;
  readonly alt: string;
  readonly image: { readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null };
}

/** Maps a queried screenshot to plain props, failing loudly if sharp did not process its image. */
export function toScreenshot(node: ScreenshotNode): Screenshot {
  const sharp = required(node.image.childImageSharp, `the image of screenshot "${node.slug}"`);
  return { slug: node.slug, alt: node.alt, image: sharp.gatsbyImageData };
}
