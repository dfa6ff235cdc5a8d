/**
 * The address the site is deployed at: canonical links, share tags, structured data, the sitemap
 * and robots.txt are built from it (gatsby-config.ts gives it to Gatsby as siteMetadata.siteUrl),
 * and the browser tests check them against it.
 */
export const SITE_URL = "https://www.camelbackdigital.com";
