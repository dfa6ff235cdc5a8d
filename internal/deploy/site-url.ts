/**
 * The address the site is deployed at: canonical links, share tags, structured data and the
 * sitemap are built from it (gatsby-config.ts gives it to Gatsby as siteMetadata.siteUrl), and the
 * browser tests check them against it; robots.test.ts holds the sitemap static/robots.txt names to it.
 */
export const SITE_URL = "https://www.camelbackdigital.com";
