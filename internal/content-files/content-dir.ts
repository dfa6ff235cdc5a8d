import path from "node:path";

/**
 * The folder editors work in: content/ of the folder a command runs in, which for npm's scripts
 * and Gatsby is the site's root. gatsby-config.ts gives it to gatsby-source-filesystem.
 */
export const CONTENT_DIR = path.resolve(process.cwd(), "content");
