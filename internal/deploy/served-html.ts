/**
 * The HTML files the host serves and the addresses it serves each at, read from the final output
 * (after gatsby-adapter-netlify has moved the pages to their pretty-URL names).
 *
 * Netlify serves `name.html` at `/name` and `/name.html`, `dir/index.html` at `/dir/` and
 * `/dir/index.html` (it redirects `/name/` and `/dir` to those), and `404.html` for any address
 * that has no file (https://docs.netlify.com/routing/redirects/redirect-options/#trailing-slash,
 * https://docs.netlify.com/routing/redirects/redirect-options/#custom-404-page-handling).
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { NOT_FOUND_FILE } from "./site-output";

export interface ServedHtml {
  /** Path inside the publish folder, with forward slashes, e.g. `baby-lullabies.html`. */
  readonly file: string;
  /** The addresses it is served at, e.g. `/baby-lullabies` and `/baby-lullabies.html`. */
  readonly paths: readonly string[];
  /** Served for every address without a file of its own (Netlify's custom 404 page). */
  readonly notFound: boolean;
}

/** The addresses Netlify serves one HTML file at. */
export function servedPaths(file: string): string[] {
  const url = `/${file}`;
  if (url.endsWith("/index.html")) return [url.slice(0, -"index.html".length), url];
  return [url.slice(0, -".html".length), url];
}

async function htmlFilesIn(dir: string, prefix = ""): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const relative = prefix + entry.name;
      if (entry.isDirectory()) return htmlFilesIn(path.join(dir, entry.name), `${relative}/`);
      return entry.isFile() && entry.name.endsWith(".html") ? [relative] : [];
    }),
  );
  return nested.flat();
}

/** Every HTML file in `publicDir`, in a stable order, with the addresses it is served at. */
export async function servedHtmlFiles(publicDir: string): Promise<ServedHtml[]> {
  const files = (await htmlFilesIn(publicDir)).sort();
  return files.map((file) => ({ file, paths: servedPaths(file), notFound: file === NOT_FOUND_FILE }));
}
