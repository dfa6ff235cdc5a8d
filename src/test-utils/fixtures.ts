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

/** site.yaml's contact section, as the queries return it. */
export const contactFixture = {
  heading: "Get In Touch",
  intro: "Write to us.",
  address: {
    label: "Address",
    street: "1 Main St",
    locality: "Scottsdale",
    region: "AZ",
    postalCode: "85251",
    country: "United States",
  },
  phone: { label: "Phone", text: "Use the form." },
  email: { label: "Email", text: "Use the form." },
};
