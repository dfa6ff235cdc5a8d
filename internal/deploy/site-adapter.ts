/**
 * The adapter every build runs (gatsby-config.ts): gatsby-adapter-netlify, which gives the output
 * the shape Netlify publishes (pages moved to their pretty-URL files, `_headers`, `_redirects`),
 * followed by the site's own finishing step, which therefore works on the final files. Gatsby's
 * documented adapter interface (name, cache, config, adapt) is kept as Netlify's, so Gatsby and
 * Netlify treat the build exactly as they treat the Netlify adapter; only `adapt` does more, and
 * `cache.restore` off Netlify.
 * https://www.gatsbyjs.com/docs/how-to/previews-deploys-hosting/creating-an-adapter/
 */
import { rm } from "node:fs/promises";
import path from "node:path";
import type { IAdapter } from "gatsby";
import netlifyAdapter from "gatsby-adapter-netlify";
import { finishOutput } from "./finish-output";
import { SECURITY_HEADERS } from "./site-headers";
import { HOST_FILES, OUTPUT_FOLDER } from "./site-output";
import { keepPageMoves, undoPageMoves } from "./moved-pages";

const PUBLIC_DIR = path.resolve(OUTPUT_FOLDER);

/** The headers the site sets itself on every address (site-headers.ts). */
const SITE_SETS: ReadonlySet<string> = new Set(SECURITY_HEADERS.map(([name]) => name));

export function siteAdapter(): IAdapter {
  const netlify = netlifyAdapter();
  return {
    ...netlify,
    cache: {
      store: (context) => netlify.cache?.store(context),
      // Off Netlify, no public/ is stored before the moves: the pages go back (moved-pages.ts).
      async restore(context) {
        const restored = await netlify.cache?.restore(context);
        if (!restored) await undoPageMoves();
        return restored;
      },
    },
    async adapt(context) {
      // The host's files are written whole by every build. The adapter keeps what they already
      // hold outside its own block (and adds a blank line to `_redirects` each time), so files left
      // by an earlier build are removed first: two builds of the same sources write the same bytes.
      await Promise.all(HOST_FILES.map((name) => rm(path.join(PUBLIC_DIR, name), { force: true })));
      await keepPageMoves(context.routesManifest);
      // The header routes Gatsby hands the adapter, less the headers the site sets itself, so that
      // each header comes from one place: Gatsby adds `x-xss-protection: 1; mode=block` to every
      // route, which the site sends as `0`.
      const headerRoutes = context.headerRoutes.map((route) => ({
        ...route,
        headers: route.headers.filter(({ key }) => !SITE_SETS.has(key.toLowerCase())),
      }));
      await netlify.adapt({ ...context, headerRoutes });
      const activity = context.reporter.activityTimer("Writing the site's response headers");
      activity.start();
      const { rules } = await finishOutput(PUBLIC_DIR);
      activity.setStatus(`${rules} rules`);
      activity.end();
    },
  };
}
