import { appsCollection } from "./app";
import { webPlatformsCollection } from "./web-platform";

/**
 * The kinds of product, each a folder of one file per product and a group of the home page's
 * Products section, which site.yaml names by the folder: in the order the editor lists them.
 */
export const PRODUCTS = [appsCollection, webPlatformsCollection] as const;

export const PRODUCT_KINDS = [appsCollection.folder, webPlatformsCollection.folder] as const;
