/**
 * The kinds of product, each a folder of content/ with one file per product and a group of the
 * home page's Products section, which site.yaml names by the folder. Apart from the schemas, so
 * that a page can tell the kinds apart without bundling them.
 */
export const PRODUCT_KIND = { apps: "apps", webPlatforms: "web-platforms" } as const;

export type ProductKind = (typeof PRODUCT_KIND)[keyof typeof PRODUCT_KIND];
