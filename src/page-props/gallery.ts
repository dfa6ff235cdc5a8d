import type { GalleryPageProps } from "../components/gallery/GalleryPage";
import type { Screenshot } from "../lib/graphql-results";

/** What an app's gallery page shows, with its screenshots as `S` (nodes or slugs). */
export interface GalleryContent<S> {
  readonly title: string;
  readonly tagline: string;
  readonly screenshots: readonly S[];
}

/** An app's gallery as its page shows it: the template and the editor's preview both use this. */
export function galleryPageProps<S>(
  gallery: GalleryContent<S>,
  screenshot: (shot: S) => Screenshot,
): GalleryPageProps {
  return { title: gallery.title, tagline: gallery.tagline, screenshots: gallery.screenshots.map(screenshot) };
}
