import type { IGatsbyImageData } from "gatsby-plugin-image";
import type { Screenshot } from "../lib/graphql-results";

/** Shared test data, shaped like what the pages' queries return. */
export function imageFixture(name: string, width = 240): IGatsbyImageData {
  const height = Math.round((width * 2532) / 1170);
  return {
    layout: "constrained",
    width,
    height,
    images: {
      fallback: {
        src: `/static/${name}-${width}.png`,
        srcSet: `/static/${name}-${width / 2}.png ${width / 2}w, /static/${name}-${width}.png ${width}w`,
        sizes: `${width}px`,
      },
      sources: [],
    },
  };
}

function screenshotFixture(slug: string): Screenshot {
  return { slug, alt: `Screenshot of the ${slug} screen`, image: imageFixture(slug) };
}

export const threeSlides: Screenshot[] = ["now-playing", "lullabies", "sleep-timer"].map(screenshotFixture);
