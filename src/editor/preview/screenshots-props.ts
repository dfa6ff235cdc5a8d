import type { AppContent, ScreenshotsContent } from "../../content-model/content-files";
import type { Screenshot } from "../../lib/graphql-results";
import { screenshotFinder } from "./screenshot-finder";
import type { ImageOf } from "./use-preview-images";

/** One screenshot in the preview: the picture with its description, and where the site shows it. */
export interface ScreenshotPreview {
  readonly screenshot: Screenshot;
  /** The places that show it, e.g. "Baby Lullabies' gallery page"; none if no page does. */
  readonly shownOn: readonly string[];
}

/** Where an app shows screenshots, each place with the slugs it names. */
function places(app: AppContent): ReadonlyArray<readonly [string, readonly string[]]> {
  const { carousel, gallery, detail } = app;
  return [
    ["card on the home page", carousel?.slides ?? []],
    ["gallery page", gallery?.screenshots ?? []],
    ["app page, at the top", detail.hero ? [detail.hero] : []],
    ["app page, under More screenshots", detail.moreScreenshots?.screenshots ?? []],
  ];
}

/** Every screenshot of screenshots.yaml, in its order, with the places the saved apps show it. */
export function screenshotsProps(
  screenshots: ScreenshotsContent,
  apps: readonly AppContent[],
  imageOf: ImageOf,
): ScreenshotPreview[] {
  const screenshot = screenshotFinder(screenshots, imageOf);
  return screenshots.screenshots.map((entry) => ({
    screenshot: screenshot(entry.slug),
    shownOn: apps.flatMap((app) =>
      places(app)
        .filter(([, slugs]) => slugs.includes(entry.slug))
        .map(([place]) => `${app.name}'s ${place}`),
    ),
  }));
}
