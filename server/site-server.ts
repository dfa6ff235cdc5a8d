/**
 * The local server: the built site as Netlify serves it (its published files, looked up as
 * Netlify looks them up, with the headers its `_headers` gives each path) plus Netlify Forms' side
 * of a form post (record it durably, answer with a thank-you page or say plainly why not).
 *
 * Every failure inside a request becomes a response and a log line, never an exit.
 */
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import send from "send";
import { HEADERS_FILE, NOT_FOUND_FILE, REDIRECTS_FILE } from "../internal/deploy/site-output";
import { headersForPath, loadHeaderRules, NETLIFY_DEFAULT_CACHE_CONTROL } from "../internal/netlify/headers";
import { classifySubmission, isFormPost } from "./form-submissions";
import { loadNotFoundRules, notFoundPageFor } from "./netlify-redirects";
import * as pages from "./pages";
import { readBody } from "./read-body";
import { decodePathname, parseRequestTarget } from "./request-target";
import { DEFAULT_LIMITS, type ServerLimits } from "./server-limits";
import { listPublishedFiles, routeFor } from "./static-site";
import { openSubmissionsLog } from "./submissions-log";

export interface SiteServerOptions {
  /** Gatsby's build output. */
  readonly publicDir: string;
  /** Where form submissions are appended (submissions.jsonl). */
  readonly dataDir: string;
  /** netlify.toml, whose `[[headers]]` and `[[redirects]]` Netlify merges with the files'. */
  readonly netlifyConfigPath?: string;
  /** Called after each recorded submission, e.g. to log it. */
  readonly onSubmission?: (file: string) => void;
  /** Where the server reports problems it handled (one line each). */
  readonly report?: (message: string) => void;
  readonly now?: () => Date;
  readonly limits?: Partial<ServerLimits>;
}

/** How often a flood of refused connections is reported at most: it must not flood the log too. */
const DROP_REPORT_INTERVAL_MS = 10_000;

/** The site's own pages are never cached: each answers one request. (Node sends no body for HEAD.) */
function sendPage(res: ServerResponse, page: pages.Page, extra: Record<string, string> = {}): void {
  res.writeHead(page.status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(page.html),
    ...extra,
  });
  res.end(page.html);
}

export type SiteServer = Awaited<ReturnType<typeof createSiteServer>>;

export async function createSiteServer(options: SiteServerOptions) {
  const limits: ServerLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const report = options.report ?? ((message: string) => console.error(message));
  const now = options.now ?? (() => new Date());
  const publicDir = path.resolve(options.publicDir);

  // Everything Netlify would refuse or treat differently is found now, not on a visitor's request.
  const files = listPublishedFiles(publicDir);
  const { netlifyConfigPath } = options;
  const headerRules = await loadHeaderRules(path.join(publicDir, HEADERS_FILE), netlifyConfigPath);
  const notFoundRules = await loadNotFoundRules(path.join(publicDir, REDIRECTS_FILE), netlifyConfigPath);
  const log = await openSubmissionsLog(options.dataDir, report);
  // Compressed responses, as Netlify's CDN sends them. Typed as Node's: it needs nothing of Express's.
  const compress = compression() as (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

  /** Netlify serves its folder's 404 page (or 404.html), with status 404, for any path no file answers. */
  const sendNotFound = async (res: ServerResponse, pathname: string) => {
    const page = notFoundPageFor(notFoundRules, pathname) ?? `/${NOT_FOUND_FILE}`;
    const html = await readFile(path.join(publicDir, page)).catch(() => Buffer.from("Not Found"));
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": html.length });
    res.end(html);
  };

  const handleGet = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const decoded = decodePathname(url.pathname);
    if (decoded === null) return sendPage(res, pages.badRequestPage());
    const route = routeFor(files, decoded);
    if (route.kind === "redirect") {
      res.writeHead(301, { Location: `${encodeURI(route.to)}${url.search}`, "Content-Length": 0 });
      return res.end();
    }
    if (!res.hasHeader("cache-control")) res.setHeader("Cache-Control", NETLIFY_DEFAULT_CACHE_CONTROL);
    if (route.kind === "not-found") return sendNotFound(res, decoded);
    // `send` does conditional requests (ETag, Last-Modified), ranges and HEAD; the route has
    // already chosen the file, so it looks up nothing itself (no index, no dotfile rule).
    send(req, encodeURI(route.file), { index: false, dotfiles: "allow", cacheControl: false })
      .on("error", (error: { status?: number }) => {
        // The file went away since start-up (a rebuild): Netlify would not have it either.
        if (res.headersSent) res.destroy();
        else if (error.status === 404)
          sendNotFound(res, decoded).catch((failure: unknown) => fail(req, res, failure));
        else sendPage(res, pages.serverErrorPage());
      })
      .pipe(res);
  };

  const handlePost = async (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    const body = await readBody(req, limits);
    // Nobody is left to answer; nothing was recorded.
    if (body.kind === "aborted") return;
    // A body too large to drain is left unread: close the connection after the answer.
    const close = body.kind === "too-large" && !body.drained ? { Connection: "close" } : undefined;
    if (!isFormPost(req.headers["content-type"])) {
      return sendPage(res, pages.notAFormPostPage(pathname), close);
    }
    if (body.kind === "too-large") return sendPage(res, pages.tooLongPage(pathname), close);
    const { page, submission } = classifySubmission(body.body, pathname, now());
    if (submission) {
      try {
        await log.append(submission);
      } catch (error) {
        report(`A contact form submission could not be saved, and the visitor was told so: ${String(error)}`);
        return sendPage(res, pages.notSavedPage(pathname));
      }
      options.onSubmission?.(log.file);
    }
    sendPage(res, page);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = parseRequestTarget(req.url);
    if (url === null) return sendPage(res, pages.badRequestPage());
    // The headers Netlify would send for this path, from the same files, on every answer.
    res.setHeaders(new Map(headersForPath(headerRules, url.pathname).values()));
    if (req.method === "POST") return handlePost(req, res, url.pathname);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return sendPage(res, pages.methodNotAllowedPage(), { Allow: "GET, HEAD, POST" });
    }
    // compression wraps `res` before it returns; the answer then goes through it.
    compress(req, res, () => undefined);
    await handleGet(req, res, url);
  };

  /** The last resort for a request that failed in a way no branch above foresaw. */
  function fail(req: IncomingMessage, res: ServerResponse, error: unknown): void {
    report(`A request for ${String(req.url).slice(0, 200)} failed: ${String(error)}`);
    if (res.headersSent) res.destroy();
    // Never a thank-you: a post that failed here was not saved.
    else sendPage(res, req.method === "POST" ? pages.notSavedPage() : pages.serverErrorPage());
  }

  // Node takes the timeouts among the limits under their own names, and ignores the rest.
  const server = createServer(limits, (req, res) => {
    // A response that fails (the client went away) must not take the process with it.
    res.on("error", (error) => report(`A response failed: ${error.message}`));
    handle(req, res).catch((error: unknown) => fail(req, res, error));
  });
  server.maxConnections = limits.maxConnections;
  server.setTimeout(limits.socketIdleTimeoutMs);
  let lastDropReport = 0;
  server.on("drop", () => {
    if (Date.now() - lastDropReport < DROP_REPORT_INTERVAL_MS) return;
    lastDropReport = Date.now();
    report(`Refused new connections: ${limits.maxConnections} are already open (the server's cap).`);
  });

  /**
   * Stops taking connections, closes idle keep-alive ones at once, lets requests in progress
   * finish (closing what is left after the grace period), then closes the submissions file.
   */
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      // `server.close` closes the connections idle now; these close those that fall idle later.
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const force = setTimeout(() => server.closeAllConnections(), limits.shutdownGraceMs);
      server.close(() => {
        clearInterval(idle);
        clearTimeout(force);
        void log.close().then(resolve, resolve);
      });
    }));

  // `dataFile`: the file submissions are appended to.
  return { server, dataFile: log.file, close };
}
