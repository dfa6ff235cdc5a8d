/**
 * The address the site is deployed at: canonical links, share tags, structured data and the
 * sitemap are made from it; robots.test.ts holds static/robots.txt's sitemap to it.
 */
export const SITE_URL = "https://www.camelbackdigital.com";

/** The address of the content editor: where `gatsby build` publishes it and `gatsby develop` serves it. */
export const EDITOR_PATH = "/admin/";

/**
 * Where the editor finds Decap's local backend (decap-server, which saves into content/) when it
 * runs on this computer: on its own page's origin, where the development server passes it on to
 * decap-server (gatsby-config.ts, `proxy`). Decap looks for it only on localhost, so the published
 * editor never asks, and its Content-Security-Policy allows no other origin for it.
 */
export const LOCAL_BACKEND_FOLDER = "/api";
export const LOCAL_BACKEND_PATH = `${LOCAL_BACKEND_FOLDER}/v1`;

/** The feed of every app's releases (gatsby-plugin-feed), advertised in every page's head. */
export const RELEASES_FEED_PATH = "/releases.xml";

/** Where Apple's devices look for the apps that open the site's addresses (universal links). */
export const APP_SITE_ASSOCIATION_PATH = "/.well-known/apple-app-site-association";

/** Where Android looks for the apps that open the site's addresses (Digital Asset Links). */
export const ASSET_LINKS_PATH = "/.well-known/assetlinks.json";

/** The sellers an ad network may buy the apps' ad space from (IAB Tech Lab's app-ads.txt). */
export const APP_ADS_PATH = "/app-ads.txt";

/** The folder of every app's press kit, its icon and screenshots in one file: the same in every language. */
export const PRESS_KITS_FOLDER = "/press-kits";

export const pressKitPath = (slug: string): string => `${PRESS_KITS_FOLDER}/${slug}.zip`;

/** A file as the press page offers it and the ZIP holds it: `name` and the file's own extension. */
export const pressKitFileName = (name: string, file: string): string =>
  `${name}${/\.\w+$/.exec(file)?.[0] ?? ""}`;

/** The app's icon's name in its press kit, before its extension: `baby-lullabies-icon`. */
export const pressKitIconName = (appSlug: string): string => `${appSlug}-icon`;
