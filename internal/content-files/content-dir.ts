import path from "node:path";

/** The folder editors work in. gatsby-source-filesystem reads the same folder. */
export const CONTENT_DIR = path.resolve(process.cwd(), "content");
