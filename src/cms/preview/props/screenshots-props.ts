import type { LullabyAppContent, ScreenshotsContent } from "../../../content/content-files";
import type { Screenshot } from "../../../lib/content";
import { screenshotFinder } from "./app-props";
import type { ImageOf } from "../use-preview-images";

/** One screenshot in the preview: the picture with its description, and where the site shows it. */
export interface ScreenshotPreview {
  readonly screenshot: Screenshot;
  /** The places that show it, e.g. "the gallery page"; none if no page does. */
  readonly shownOn: readonly string[];
}

/** Where lullaby-app.yaml shows screenshots, each with the slugs it names. */
function places(app: LullabyAppContent): ReadonlyArray<readonly [string, readonly string[]]> {
  return [
    ["the home page's carousel", app.carousel.slides],
    ["the gallery page", app.gallery.screenshots],
    ["the top of the app page", [app.detail.hero]],
    ["the app page's More screenshots", app.detail.moreScreenshots.screenshots],
  ];
}

/** Every screenshot of screenshots.yaml, in its order, with the places the saved app shows it. */
export function screenshotsProps(
  screenshots: ScreenshotsContent,
  app: LullabyAppContent,
  imageOf: ImageOf,
): ScreenshotPreview[] {
  const screenshot = screenshotFinder(screenshots, imageOf);
  return screenshots.screenshots.map((entry) => ({
    screenshot: screenshot(entry.slug),
    shownOn: places(app)
      .filter(([, slugs]) => slugs.includes(entry.slug))
      .map(([place]) => place),
  }));
}
