/**
 * The kinds of product, each a folder of content/ and a group of the home page's Products section:
 * site.yaml names a group's kind by its folder.
 */
export const PRODUCT_KINDS = { apps: "apps", webPlatforms: "web-platforms" } as const;
