import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { EditorFile } from "./editor-files";

/** A Connect/Express-style handler, as `app.use(path, handler)` mounts it (req.url is below the path). */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
};

/**
 * Serves the editor's files from memory, by their path below the mount point; `/` is the page.
 * Until a first build has succeeded it answers 503. Anything else goes to the next handler.
 * Nothing is cached by the browser: each reload gets the latest build.
 */
export function serveFiles(current: () => readonly EditorFile[] | undefined): RequestHandler {
  return (request, response, next) => {
    if (request.method !== "GET" && request.method !== "HEAD") return next();
    const wanted = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname).slice(1);
    const files = current();
    if (files === undefined) {
      response.writeHead(503, { "Content-Type": CONTENT_TYPES[".txt"], "Cache-Control": "no-store" });
      response.end("The content editor did not build: the terminal running `gatsby develop` says why.\n");
      return;
    }
    const file = files.find((candidate) => candidate.path === (wanted === "" ? "index.html" : wanted));
    if (file === undefined) return next();
    response.writeHead(200, {
      "Content-Type": CONTENT_TYPES[path.extname(file.path)] ?? "application/octet-stream",
      "Content-Length": file.contents.byteLength,
      "Cache-Control": "no-store",
    });
    response.end(request.method === "HEAD" ? undefined : file.contents);
  };
}
