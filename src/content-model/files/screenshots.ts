import type { z } from "zod";
import { listFile } from "../content-file";
import { image, longText, slug } from "../fields";

/** content/screenshots.yaml: every screenshot of the apps, named by its slug. */
export const screenshotsFile = listFile({
  file: "screenshots.yaml",
  label: "Screenshots",
  typeName: "ScreenshotsYaml",
  fileTypeName: "ScreenshotsFileYaml",
  entries: "screenshots",
  about: "the apps' screenshots, each with its image and a description for screen readers",
  key: "slug",
  fields: {
    slug: slug(
      "The screenshot's short name, different from every other: other fields name the screenshot by it.",
    ),
    image: image("The screenshot: a portrait phone screenshot of 1170 × 2532 pixels."),
    alt: longText("What the screenshot shows, read to people who cannot see it."),
  },
});

export type ScreenshotsContent = z.infer<typeof screenshotsFile.schema>;
export type ScreenshotEntry = z.infer<typeof screenshotsFile.entry>;
