import type { ScreenshotsContent } from "../../content-model/content-files";
import type { Screenshot } from "../../lib/graphql-results";
import { SCREENSHOT } from "./image-data";
import type { ImageOf } from "./use-preview-images";

/**
 * Finds screenshots by slug in screenshots.yaml's values, as the build links them
 * (`@link(by: "slug")`). The content check has made sure every slug is there.
 */
export function screenshotFinder(screenshots: ScreenshotsContent, imageOf: ImageOf) {
  return (slug: string): Screenshot => {
    const entry = screenshots.screenshots.find((candidate) => candidate.slug === slug);
    if (!entry) throw new Error(`"${slug}" is not a slug in content/screenshots.yaml.`);
    return { slug, alt: entry.alt, image: imageOf(entry.image, SCREENSHOT) };
  };
}
