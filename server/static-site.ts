/**
 * Which file Netlify serves for a path: the files a deploy publishes, looked up the way Netlify's
 * CDN looks them up. Only published files can ever be served, so no path reaches anything else
 * on the machine, whatever its dots, slashes or encodings.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { HOST_FILES } from "../internal/deploy/site-output";

/** URL path (decoded, e.g. `/baby-lullabies.html`) → file on disk. */
export type PublishedFiles = ReadonlyMap<string, string>;

/**
 * Whether a deploy publishes a file or folder. Mirrors netlify-cli's `getDeployFilesFilter`:
 * dotfiles (except `.well-known`), `__MACOSX`, and `_headers` and
 * `_redirects` ("bundled in the config") are left out. Netlify's build uploads the same set.
 */
export const isPublished = (name: string): boolean =>
  (name === ".well-known" || !name.startsWith(".")) &&
  !name.startsWith("__MACOSX") &&
  !HOST_FILES.includes(name);

/**
 * Every published file under `publicDir` (a folder: the server checks there is a build first),
 * read once at start-up, as a deploy fixes its files once: a name no deploy could publish stops
 * the start instead of a visitor's request, and a rebuild needs a restart. Symbolic links are not
 * followed: a build has none, and one could point outside the site.
 */
export function listPublishedFiles(publicDir: string): PublishedFiles {
  const files = new Map<string, string>();
  for (const entry of readdirSync(publicDir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    // A name a deploy leaves out leaves out everything under it.
    const names = path.relative(publicDir, file).split(path.sep);
    if (!names.every(isPublished)) continue;
    // netlify-cli refuses to deploy such names (its `normalizePath`).
    if (/[#?]/.test(entry.name)) throw new Error(`${file}: a deploy cannot publish a name with # or ?`);
    if (entry.isFile()) files.set(`/${names.join("/")}`, file);
  }
  return files;
}

export type Route =
  | { readonly kind: "file"; readonly file: string }
  /** A redirect (301) to this decoded path. */
  | { readonly kind: "redirect"; readonly to: string }
  | { readonly kind: "not-found" };

/** Paths netlify-cli never tries `.html` or `/index.html` for (`assetExtensionRegExp`). */
const ASSET_EXTENSION = /\.(html?|png|jpg|js|css|svg|gif|ico|woff|woff2)$/;

/**
 * Netlify's lookup for a decoded path, with Pretty URLs on (the default):
 * - a published file of exactly that name;
 * - `/page` → `page.html` (or `.htm`), the names the Gatsby adapter gives pages with
 *   `trailingSlash: "never"`; `/page/` → 301 to `/page` when `page.html` exists;
 * - `/folder/` → `folder/index.html`; `/folder` → 301 to `/folder/` (so the relative addresses in
 *   `admin/index.html` resolve inside the folder);
 * - anything else is not found (Netlify then serves `404.html` with status 404).
 * The candidate names are netlify-cli's (its `alternativePathsFor`); the CLI
 * serves the alternatives without redirecting, Netlify's CDN redirects to the one canonical
 * address (the trailing-slash rule in Netlify's docs, Redirect options; and Gatsby's adapter
 * tests, which expect `/page/` → `/page` under `trailingSlash: "never"`).
 */
export function routeFor(files: PublishedFiles, decodedPath: string): Route {
  const html = (name: string) => files.get(`${name}.html`) ?? files.get(`${name}.htm`);
  const fileOrNothing = (file: string | undefined): Route =>
    file === undefined ? { kind: "not-found" } : { kind: "file", file };
  if (files.has(decodedPath)) return fileOrNothing(files.get(decodedPath));
  if (decodedPath.endsWith("/")) {
    const withoutSlash = decodedPath.slice(0, -1);
    if (withoutSlash !== "" && html(withoutSlash) !== undefined)
      return { kind: "redirect", to: withoutSlash };
    return fileOrNothing(html(`${decodedPath}index`));
  }
  if (ASSET_EXTENSION.test(decodedPath)) return { kind: "not-found" };
  const page = html(decodedPath);
  if (page === undefined && html(`${decodedPath}/index`) !== undefined) {
    return { kind: "redirect", to: `${decodedPath}/` };
  }
  return fileOrNothing(page);
}
