/**
 * The content as it is in content/ now, each file read and checked as the build reads it, for the
 * code that compares the built site with its content: the tests, the benchmark and the screenshot
 * script. Tests take editor-owned words and addresses from here instead of writing them out, so an
 * editor's change to the content (in the CMS or by hand) does not fail them.
 */
import {
  directoryFile,
  lullabyAppFile,
  screenshotsFile,
  siteFile,
  type DirectoryContent,
  type LullabyAppContent,
  type ScreenshotsContent,
  type SiteContent,
} from "../../src/content/content-files";
import { CONTENT_DIR } from "./content-dir";
import { loadContentFile } from "./load-content";

export interface Content {
  readonly site: SiteContent;
  readonly directory: DirectoryContent;
  readonly app: LullabyAppContent;
  readonly screenshots: ScreenshotsContent;
}

let read: Content | undefined;

/** Every content file, read once per process. */
export function currentContent(): Content {
  read ??= {
    site: loadContentFile(CONTENT_DIR, siteFile),
    directory: loadContentFile(CONTENT_DIR, directoryFile),
    app: loadContentFile(CONTENT_DIR, lullabyAppFile),
    screenshots: loadContentFile(CONTENT_DIR, screenshotsFile),
  };
  return read;
}

/** The site's pages by name. The app's two addresses are content (gallery.path, detail.path). */
export function sitePages(): { readonly home: string; readonly gallery: string; readonly app: string } {
  const { app } = currentContent();
  return { home: "/", gallery: app.gallery.path, app: app.detail.path };
}

/** An address the site has no page for: the 404 page answers it. */
export const MISSING_PAGE_PATH = "/no-such-page";
