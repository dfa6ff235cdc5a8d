/**
 * Everything in content/, each declared once in files/; CONTENT.md is the editors' guide. To add a
 * field: declare it in its file's schema, add it to the YAML and to the query of the page that
 * shows it.
 */
import type { ContentSpec } from "./declarations";
import { PRODUCTS } from "./files/products";
import { screenshotsFile } from "./files/screenshots";
import { siteFile } from "./files/site";

export { appsCollection, type App } from "./files/app";
export { screenshotsFile, type Screenshots } from "./files/screenshots";
export { siteFile } from "./files/site";
export { webPlatformsCollection } from "./files/web-platform";

/** Everything, the single files first: the order in which the build checks them. */
export const CONTENT: readonly ContentSpec[] = [siteFile, screenshotsFile, ...PRODUCTS];
