/**
 * Everything in `content/`, each declared once in src/content-model/files/. Editors' guide: CONTENT.md.
 * To add a field: declare it in its module, add it to the YAML, then to a query; run
 * `npm run schemas` to update the JSON Schemas editors' editors use.
 */
import type { Collection, SingleFile, ContentSpec } from "./content-file";
import { appsCollection } from "./files/app";
import { screenshotsFile } from "./files/screenshots";
import { siteFile } from "./files/site";
import { webPlatformsCollection } from "./files/web-platform";

export { appsCollection, screenshotsFile, siteFile, webPlatformsCollection };
export { APP_LIMITS, SPECIFICATION_APP, type AppContent, type SpecificationAppContent } from "./files/app";
export type { ScreenshotEntry, ScreenshotsContent } from "./files/screenshots";
export type { SiteContent } from "./files/site";
export type { WebPlatformContent } from "./files/web-platform";

/** The single files, in the order an editor would read them. */
export const singleFiles: readonly SingleFile[] = [siteFile, screenshotsFile];

/** The folders of products, one file per product, in the order the editor lists them. */
export const collections: readonly Collection[] = [appsCollection, webPlatformsCollection];

/** Everything, files first: the order in which the build checks them. */
export const contentSpecs: readonly ContentSpec[] = [...singleFiles, ...collections];
