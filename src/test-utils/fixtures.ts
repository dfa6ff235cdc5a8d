/**
 * Test data shaped as the pages' queries return it: the specification's frozen content
 * (internal/content-files/fixtures/content/), made query-shaped the way the editor's preview makes
 * it, with pictures of the sizes sharp would make.
 */
import path from "node:path";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { specificationApp, specificationContent } from "../../internal/test-utils/specification";
import { siteFile, webPlatformsCollection } from "../content-model/content";
import { queried, type Links, type QueriedScreenshot } from "../editor/preview/queried";

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

const content = specificationContent();

const picture = (file: string) => ({
  publicURL: `/static/${file}`,
  childImageSharp: { gatsbyImageData: imageFixture(path.basename(file, path.extname(file))) },
});

const links: Links = {
  picture,
  screenshot: (slug): QueriedScreenshot => {
    const entry = content.screenshots.screenshots.find((candidate) => candidate.slug === slug);
    if (!entry) throw new Error(`No screenshot ${slug} in the fixture.`);
    return { slug, alt: entry.alt, image: picture(entry.image) };
  },
};

/** site.yaml, and the specification's app and web directory, as the pages query them. */
export const site = queried(siteFile.schema, content.site, links);
export const app = { ...queried(specificationApp, content.app, links), slug: "baby-lullabies" };
export const directory = {
  ...queried(webPlatformsCollection.schema, content.directory, links),
  slug: "botox-provider-directory",
};

/** Three screenshots, as a carousel's slides. */
export const threeSlides = ["now-playing", "lullabies", "sleep-timer"].map(links.screenshot);
