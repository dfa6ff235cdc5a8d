/**
 * The local server: the built site as Netlify serves it (sirv for the files, 404.html for unknown
 * paths) plus Netlify Forms' side of a form post (record it, answer with a thank-you page).
 */
import { readFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import path from "node:path";
import compression from "compression";
import sirv from "sirv";
import { headersFor, parseHeadersFile, type HeaderRule } from "../src/deploy/headers";
import { classifySubmission, recordSubmission } from "./form-submissions";
import { formNotFoundPage, thankYouPage } from "./pages";

export interface SiteServerOptions {
  /** Gatsby's build output. */
  readonly publicDir: string;
  /** Where form submissions are appended (submissions.jsonl). */
  readonly dataDir: string;
  /** Called after each recorded submission, e.g. to log it. */
  readonly onSubmission?: (file: string) => void;
  readonly now?: () => Date;
}

/** Form posts larger than this are refused: the contact form is a few kilobytes at most. */
const MAX_BODY_BYTES = 64 * 1024;

class BodyTooLarge extends Error {}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    "Content-Type": "text/html; charset=utf-8",
    "Cache-Control": "no-store",
    "Content-Length": Buffer.byteLength(html),
  });
  res.end(html);
}

/** Same-site page to send the visitor back to after a post. */
function backTo(page: string): string {
  return page.startsWith("/") && !page.startsWith("//") ? page : "/";
}

/** The build's `_headers` file (Netlify's format), or no rules if there is none. */
function loadHeaderRules(publicDir: string): HeaderRule[] {
  try {
    return parseHeadersFile(readFileSync(path.join(publicDir, "_headers"), "utf8"));
  } catch {
    return [];
  }
}

export function createSiteServer(options: SiteServerOptions): Server {
  const now = options.now ?? (() => new Date());
  const headerRules = loadHeaderRules(options.publicDir);
  const files = sirv(options.publicDir, { extensions: ["html"], dev: false, etag: true });
  // Compressed responses, as the host's CDN sends them.
  const compress = compression();
  const notFoundFile = path.join(options.publicDir, "404.html");

  const notFound = async (res: ServerResponse) => {
    send(res, 404, await readFile(notFoundFile, "utf8").catch(() => "<h1>Not found</h1>"));
  };

  const handlePost = async (req: IncomingMessage, res: ServerResponse, page: string) => {
    const type = req.headers["content-type"] ?? "";
    if (!type.startsWith("application/x-www-form-urlencoded")) {
      return send(res, 415, formNotFoundPage());
    }
    let body: string;
    try {
      body = await readBody(req);
    } catch (error) {
      if (error instanceof BodyTooLarge) return send(res, 413, formNotFoundPage());
      throw error;
    }
    const outcome = classifySubmission(body, page, now());
    if (outcome.kind === "unknown-form") return send(res, 404, formNotFoundPage());
    if (outcome.kind === "recorded") {
      const file = await recordSubmission(options.dataDir, outcome.submission);
      options.onSubmission?.(file);
    }
    // Spam is dropped silently: the bot sees the same thank-you page as a person.
    return send(res, 200, thankYouPage(backTo(page)));
  };

  return createServer((req, res) => {
    const page = new URL(req.url ?? "/", "http://localhost").pathname;
    // The same headers Netlify would send for this path, from the same _headers file.
    for (const [name, value] of Object.entries(headersFor(headerRules, page))) res.setHeader(name, value);
    if (req.method === "POST") {
      handlePost(req, res, page).catch((error: unknown) => {
        console.error("Could not handle a form post:", error);
        if (!res.headersSent) send(res, 500, formNotFoundPage());
      });
      return;
    }
    compress(req as Parameters<typeof compress>[0], res as Parameters<typeof compress>[1], () => {
      files(req, res, () => {
        void notFound(res);
      });
    });
  });
}
