import type { Locator } from "@playwright/test";

/** How many of the pictures have not loaded yet, or are broken. */
export function picturesNotLoaded(pictures: Locator): Promise<number> {
  return pictures.evaluateAll(
    (images) =>
      images.filter(
        (image) => !(image as HTMLImageElement).complete || (image as HTMLImageElement).naturalWidth === 0,
      ).length,
  );
}
