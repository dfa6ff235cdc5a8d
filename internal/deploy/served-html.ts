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

/** The addresses Netlify serves one HTML file at: `dir/index.html` at `/dir/` too, `name.html` at `/name`. */
export const servedPaths = (file: string): string[] => [
  `/${file}`.replace(/(\/)index\.html$|\.html$/, "$1"),
  `/${file}`,
];

/**
 * Every HTML file in `publicDir`, in a stable order: `file`, its path inside the publish folder with
 * forward slashes (`baby-lullabies.html`); `paths`, the addresses it is served at (`/baby-lullabies`
 * and `/baby-lullabies.html`); `notFound`, whether it is served for every address without a file
 * of its own (Netlify's custom 404 page).
 */
export async function servedHtmlFiles(publicDir: string) {
  // Symbolic links are listed, not followed; only regular files count.
  const entries = await readdir(publicDir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) =>
      path.relative(publicDir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"),
    )
    .sort();
  return files.map((file) => ({ file, paths: servedPaths(file), notFound: file === NOT_FOUND_FILE }));
}
