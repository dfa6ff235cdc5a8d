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
