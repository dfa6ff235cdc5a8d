/**
 * Every file in `content/`, each declared once in src/content/files/. Editors' guide: CONTENT.md.
 * To add a field: declare it in its file's module, add it to the YAML, then to a query; run
 * `npm run schemas` to update the JSON Schemas editors' editors use.
 */
import type { ContentFile } from "./content-file";
import { directoryFile } from "./files/directory";
import { lullabyAppFile } from "./files/lullaby-app";
import { screenshotsFile } from "./files/screenshots";
import { siteFile } from "./files/site";

export { directoryFile, lullabyAppFile, screenshotsFile, siteFile };
export type { DirectoryContent } from "./files/directory";
export type { LullabyAppContent } from "./files/lullaby-app";
export type { ScreenshotEntry, ScreenshotsContent } from "./files/screenshots";
export type { SiteContent } from "./files/site";

/** Every content file, in the order an editor would read them. */
export const contentFiles: readonly ContentFile[] = [
  siteFile,
  directoryFile,
  lullabyAppFile,
  screenshotsFile,
];
