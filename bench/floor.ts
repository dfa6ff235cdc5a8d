/**
 * The floor: the same built pages with every `<script>` cut out but JSON-LD, so that its Lighthouse
 * figures are the pages' own HTML, CSS, layout and images, the best any build of this content can
 * do. Scripts are found with parse5 and cut by their exact source ranges; every other byte stays.
 */
import { cp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "parse5";
import { attribute, elementsOf } from "../internal/deploy/html-elements";

const isStructuredData = (type: string | undefined) => type?.trim().toLowerCase() === "application/ld+json";

/** The page without its scripts, and how many were cut. */
export function floorPage(html: string): { html: string; removed: number } {
  const scripts = [...elementsOf(parse(html, { sourceCodeLocationInfo: true }))].filter(
    (element) => element.tagName === "script" && !isStructuredData(attribute(element, "type")),
  );
  let floor = html;
  // From the last to the first, so that the earlier offsets stay valid.
  for (const { sourceCodeLocation } of scripts.reverse()) {
    if (!sourceCodeLocation) throw new Error("parse5 gave a script element no source location");
    floor = floor.slice(0, sourceCodeLocation.startOffset) + floor.slice(sourceCodeLocation.endOffset);
  }
  return { html: floor, removed: scripts.length };
}

/** Copies `publicDir` to `floorDir` (replacing it) and cuts the scripts out of every HTML page. */
export async function makeFloor(
  publicDir: string,
  floorDir: string,
): Promise<{ pages: number; removed: number }> {
  await rm(floorDir, { recursive: true, force: true });
  await cp(publicDir, floorDir, { recursive: true });
  const pages = (await readdir(floorDir, { recursive: true })).filter((file) => file.endsWith(".html"));
  let removed = 0;
  for (const page of pages) {
    const floor = floorPage(await readFile(path.join(floorDir, page), "utf8"));
    await writeFile(path.join(floorDir, page), floor.html);
    removed += floor.removed;
  }
  return { pages: pages.length, removed };
}
