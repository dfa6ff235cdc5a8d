import os from "node:os";
import path from "node:path";
import { sitePages } from "../internal/content-files/current-content";
import { MISSING_PAGE_PATH } from "../internal/deploy/site-output";
import { startSiteServer } from "../server/start-server";
import { ALL_AUDITS, type AuditId } from "./targets";

/**
 * `npm start`'s server on a free port, serving a built site: public/ unless told another
 * (a compared build, or the floor).
 */
async function startServer(publicDir?: string): Promise<{ url: string; stop: () => Promise<void> }> {
  return startSiteServer({
    dataDir: path.join(os.tmpdir(), "bench-data"),
    ...(publicDir ? { publicDir } : {}),
  });
}

/**
 * One server per site (a built site's directory, or undefined for public/), their addresses given
 * to `measure` in the same order; every server started is stopped however `measure` ends.
 */
export async function withServers<T>(
  publicDirs: ReadonlyArray<string | undefined>,
  measure: (urls: string[]) => Promise<T>,
): Promise<T> {
  const servers: Array<{ url: string; stop: () => Promise<void> }> = [];
  try {
    for (const dir of publicDirs) servers.push(await startServer(dir));
    return await measure(servers.map((server) => server.url));
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

/** The 404 page where visitors meet it: at an address the site has no page for (status 404). */
export const NOT_FOUND_PAGE = "unknown path (404)";

/** The 404 page at its own address (status 200), where its audits can be held to 100. */
const NOT_FOUND_OWN_PATH = "/404";

/**
 * The pages every benchmark measures, named by their address (the app's come from the content),
 * and the 404 page both at its own address and by what it answers.
 */
export const PAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(sitePages()).map((pagePath) => [pagePath, pagePath])),
  [NOT_FOUND_OWN_PATH]: NOT_FOUND_OWN_PATH,
  // Not "404": an integer-like key would be listed first.
  [NOT_FOUND_PAGE]: MISSING_PAGE_PATH,
};

/**
 * The audits a page is held to 100 in: every one on the site's pages; on the 404 page all but SEO
 * (it asks not to be indexed); where it answers an unknown address, none (Chrome logs the 404
 * status, which costs Best Practices; its floor has the same status).
 */
export function auditsOf(page: string): readonly AuditId[] {
  if (page === NOT_FOUND_PAGE) return [];
  if (page === NOT_FOUND_OWN_PATH) return ALL_AUDITS.filter((audit) => audit !== "seo");
  return ALL_AUDITS;
}
