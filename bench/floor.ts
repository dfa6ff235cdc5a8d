/**
 * The floor: the same built pages with no JavaScript but what an image needs to load.
 * Every `<script>` element is cut out of each HTML page except JSON-LD and gatsby-plugin-image's
 * inline loaders (bench/image-loaders.ts), so the floor's Lighthouse figures are the page's own
 * layout, paint and images: the best any build of this content can do. Everything else, byte for
 * byte, stays as built.
 */
import { cp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "parse5";
import {
  attribute,
  elementsOf,
  isInlineScript,
  textOf,
  type Element,
} from "../internal/deploy/html-elements";

export interface FloorPage {
  /** The page's HTML with the scripts cut out. */
  readonly html: string;
  /** Script elements kept: gatsby-plugin-image's loaders, JSON-LD. And how many were removed. */
  readonly imageLoaders: number;
  readonly structuredData: number;
  readonly removed: number;
  /** Whether the page has images that gatsby-plugin-image's loaders must reveal. */
  readonly hasGatsbyImages: boolean;
}

const isStructuredData = (script: Element): boolean =>
  (attribute(script, "type") ?? "").trim().toLowerCase() === "application/ld+json";

/** Compared by its whole text: the loaders are fixed strings the plugin writes as they are. */
const isImageLoader = (script: Element, imageLoaders: ReadonlySet<string>): boolean =>
  isInlineScript(script) && imageLoaders.has(textOf(script));

/**
 * The page without its scripts. The HTML is parsed (parse5) to find each script element's exact
 * place in the source, and only those ranges are cut out, so the rest of the page keeps its bytes.
 */
export function floorPage(html: string, imageLoaders: ReadonlySet<string>): FloorPage {
  const document = parse(html, { sourceCodeLocationInfo: true });
  const all = [...elementsOf(document)];
  const scripts = all.filter((element) => element.tagName === "script");
  const loaders = scripts.filter((script) => isImageLoader(script, imageLoaders));
  const structuredData = scripts.filter(isStructuredData);
  const removed = scripts.filter((script) => !loaders.includes(script) && !structuredData.includes(script));
  let result = html;
  // From the last to the first, so the earlier offsets stay valid.
  for (const script of [...removed].reverse()) {
    const location = script.sourceCodeLocation;
    if (!location) throw new Error("parse5 gave a script element no source location");
    result = result.slice(0, location.startOffset) + result.slice(location.endOffset);
  }
  return {
    html: result,
    imageLoaders: loaders.length,
    structuredData: structuredData.length,
    removed: removed.length,
    hasGatsbyImages: all.some((element) => attribute(element, "data-gatsby-image-ssr") !== undefined),
  };
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export interface FloorSummary {
  readonly pages: number;
  readonly removed: number;
  readonly imageLoaders: number;
  readonly structuredData: number;
}

/**
 * Copies `publicDir` to `floorDir` (replacing it) and cuts the scripts out of every HTML page.
 * Fails if a page with gatsby-plugin-image images keeps no loader: its images would never show,
 * which means gatsby-plugin-image now writes a loader that bench/image-loaders.ts does not know.
 */
export async function makeFloor(
  publicDir: string,
  floorDir: string,
  imageLoaders: ReadonlySet<string>,
): Promise<FloorSummary> {
  await rm(floorDir, { recursive: true, force: true });
  await mkdir(path.dirname(floorDir), { recursive: true });
  await cp(publicDir, floorDir, { recursive: true });
  const summary = { pages: 0, removed: 0, imageLoaders: 0, structuredData: 0 };
  const files = await htmlFiles(floorDir);
  for (const file of files) {
    const page = floorPage(await readFile(file, "utf8"), imageLoaders);
    if (page.hasGatsbyImages && page.imageLoaders === 0) {
      throw new Error(
        `${path.relative(floorDir, file)} has gatsby-plugin-image images but none of its scripts is ` +
          "one of the plugin's loaders: see bench/image-loaders.ts",
      );
    }
    await writeFile(file, page.html);
    summary.pages += 1;
    summary.removed += page.removed;
    summary.imageLoaders += page.imageLoaders;
    summary.structuredData += page.structuredData;
  }
  return summary;
}
