import path from "node:path";

/**
 * The folder editors work in: content/ of the folder a command runs in, which for npm's scripts
 * and Gatsby is the site's root. gatsby-config.ts gives it to gatsby-source-filesystem.
 */
export const CONTENT_DIR = path.resolve(process.cwd(), "content");

/**
 * The name gatsby-config.ts gives CONTENT_DIR's gatsby-source-filesystem instance. Its File nodes
 * carry it as sourceInstanceName, by which onCreateNode knows a content file was saved.
 */
export const CONTENT_SOURCE_NAME = "content";
