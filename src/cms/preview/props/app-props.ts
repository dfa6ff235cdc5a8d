import type { ComponentProps } from "react";
import type { AppDetailPageProps } from "../../../components/app/AppDetailPage";
import type { GalleryPage } from "../../../components/gallery/GalleryPage";
import type { AppGroupProps } from "../../../components/home/ProductsSection";
import type { LullabyAppContent, ScreenshotsContent } from "../../../content/content-files";
import type { Screenshot } from "../../../lib/content";
import { SCREENSHOT } from "../image-data";
import type { ImageOf } from "../use-preview-images";

/** What content/lullaby-app.yaml shows: its card on the home page, its gallery and its page. */
export interface AppPreviewProps {
  readonly group: AppGroupProps;
  readonly gallery: ComponentProps<typeof GalleryPage>;
  readonly detail: Omit<AppDetailPageProps, "contact">;
}

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

/** lullaby-app.yaml's values as the home page's app group, the gallery and the app page take them. */
export function appProps(
  app: LullabyAppContent,
  screenshots: ScreenshotsContent,
  imageOf: ImageOf,
): AppPreviewProps {
  const screenshot = screenshotFinder(screenshots, imageOf);
  const { detail } = app;
  return {
    group: {
      app: {
        category: app.category,
        name: app.name,
        summary: app.summary,
        features: app.features,
        detailsPath: detail.path,
        detailsLinkLabel: app.detailsLinkLabel,
        carouselLabel: app.carousel.label,
        slides: app.carousel.slides.map(screenshot),
      },
      appStoreTile: { heading: app.appStore.tileHeading, text: app.appStore.tileText },
    },
    gallery: {
      title: app.gallery.title,
      tagline: app.gallery.tagline,
      screenshots: app.gallery.screenshots.map(screenshot),
    },
    detail: {
      name: app.name,
      headline: detail.headline,
      intro: detail.intro,
      hero: screenshot(detail.hero),
      badges: detail.badges,
      appStore: app.appStore,
      timer: detail.timer,
      streaming: detail.streaming,
      moreScreenshots: {
        heading: detail.moreScreenshots.heading,
        screenshots: detail.moreScreenshots.screenshots.map(screenshot),
        galleryLinkLabel: detail.moreScreenshots.galleryLinkLabel ?? null,
      },
      galleryPath: app.gallery.path,
      quote: detail.quote,
    },
  };
}
