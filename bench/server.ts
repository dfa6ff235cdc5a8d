import os from "node:os";
import path from "node:path";
import { sitePages } from "../internal/content-files/current-content";
import { MISSING_PAGE_PATH } from "../internal/deploy/site-output";
import { startSiteServer } from "../server/start-server";

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

/** The page that answers an unknown address (status 404): its audits have no targets. */
export const NOT_FOUND_PAGE = "unknown path (404)";

/**
 * The pages every benchmark measures, named by their address (the app's come from the content),
 * and the 404 page by what it answers.
 */
export const PAGES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.values(sitePages()).map((pagePath) => [pagePath, pagePath])),
  // Not "404": an integer-like key would be listed first.
  [NOT_FOUND_PAGE]: MISSING_PAGE_PATH,
};
