/**
 * The built site as the host takes it: the folder a build writes it into, the host's own files in
 * that folder, and an address none of its files answers. One set of names for the code that
 * writes the output, checks it, serves it and measures it.
 */

/** The folder in the site's root that a build writes the site into and Netlify publishes (Gatsby's). */
export const OUTPUT_FOLDER = "public";

/** Netlify's response headers, read by the host and not published. */
export const HEADERS_FILE = "_headers";
/** Netlify's redirects, read by the host and not published. */
export const REDIRECTS_FILE = "_redirects";
/** The host's files in the output folder. */
export const HOST_FILES: readonly string[] = [HEADERS_FILE, REDIRECTS_FILE];

/** The page Netlify serves, with status 404, at any address no file answers. */
export const NOT_FOUND_FILE = "404.html";

/** An address the site has no page for: Netlify serves 404.html there, with the catch-all's headers. */
export const MISSING_PAGE_PATH = "/no-such-page";
