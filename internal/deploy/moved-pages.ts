/**
 * gatsby-adapter-netlify moves each page's `x/index.html` to `x.html`, the file Netlify serves at
 * `/x` (its "pretty URL"). Gatsby expects the next build to find its files where it wrote them: it
 * deletes a removed page's file, and after a change to the browser's bundle alone it stitches the
 * bundle's scripts into every page it does not render again. On Netlify the adapter restores
 * public/ as stored before its moves; elsewhere the pages are moved back before a build.
 */
import { existsSync } from "node:fs";
import { copyFile, mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { RoutesManifest } from "gatsby";
import { NOT_FOUND_FILE, OUTPUT_FOLDER } from "./site-output";

/** The file Netlify serves a page's address from: `/x` → `/x.html`, `/x/` → `/x/index.html`. */
const prettyFile = (address: string): string =>
  address.endsWith("/") ? `${address}index.html` : `${address}.html`;

/** Each page's file as Gatsby writes it and as the adapter moves it, where the two differ. */
export const pageMoves = (routes: RoutesManifest): Array<[string, string]> =>
  routes
    .flatMap((route): Array<[string, string]> =>
      route.type === "static" && route.filePath.endsWith(".html") && !route.path.endsWith(".html")
        ? [[route.filePath, path.join(OUTPUT_FOLDER, prettyFile(route.path))]]
        : [],
    )
    .filter(([written, moved]) => written !== moved);

/** Where a build leaves its moves for the next build in place (Gatsby's cache folder). */
const MOVES_FILE = path.join(".cache", "page-moves.json");

export const keepPageMoves = (routes: RoutesManifest) =>
  writeFile(MOVES_FILE, JSON.stringify(pageMoves(routes)));

/** Puts each page the last build moved back where Gatsby wrote it. */
export async function undoPageMoves(): Promise<void> {
  if (!existsSync(MOVES_FILE)) return;
  const moves = JSON.parse(await readFile(MOVES_FILE, "utf8")) as Array<[string, string]>;
  const notFound = path.join(OUTPUT_FOLDER, NOT_FOUND_FILE);
  for (const [written, moved] of moves) {
    if (!existsSync(moved) || existsSync(written)) continue;
    await mkdir(path.dirname(written), { recursive: true });
    // 404.html is also Gatsby's own page /404.html, which the adapter keeps where it is too.
    await (moved === notFound ? copyFile : rename)(moved, written);
  }
}
