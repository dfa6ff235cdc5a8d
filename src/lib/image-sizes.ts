import type { IGatsbyImageData } from "gatsby-plugin-image";

/**
 * The image with its `sizes` attribute set: how wide the layout shows it, from which the browser
 * picks a width from the srcset. Queries ask for the same widths of a screenshot everywhere (so
 * the build makes its files once); each layout says how wide it shows it.
 */
export function withSizes(image: IGatsbyImageData, sizes: string): IGatsbyImageData {
  return {
    ...image,
    images: {
      ...image.images,
      fallback: image.images.fallback ? { ...image.images.fallback, sizes } : undefined,
      sources: image.images.sources?.map((source) => ({ ...source, sizes })),
    },
  };
}
