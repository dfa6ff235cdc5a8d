/**
 * The ports of `npm run edit`'s two services, in a module of their own: gatsby-config.ts reads
 * BACKEND_PORT on every build, which must not load the development tools edit.ts starts the
 * services with (concurrently) and local-services.ts checks and awaits them with (detect-port,
 * wait-on).
 */

/** The development server's port (Gatsby's default): the site, and the editor at EDITOR_PATH. */
export const SITE_PORT = 8000;
/** Where decap-server listens; the development server passes the editor's requests on to it. */
export const BACKEND_PORT = 8081;
