/**
 * The floor: the same built pages with every `<script>` cut out but JSON-LD, so that its Lighthouse
 * figures are the pages' own HTML, CSS, layout and images, the best any build of this content can
 * do. Scripts are found with parse5 and cut by their exact source ranges; every other byte stays.
 */
import { existsSync } from "node:fs";
import { cp, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { parse } from "parse5";
import { attribute, elementsOf } from "../internal/deploy/html-elements";
import { servedHtmlFiles } from "../internal/deploy/served-html";
import { FLOOR, type Site } from "./options";

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

/**
 * The sites to measure and the floor of the first: a copy of it made in `floorDir`, with the
 * scripts cut out of every HTML page.
 */
export async function withFloor(sites: readonly Site[], floorDir: string, name = FLOOR): Promise<Site[]> {
  if (!existsSync(path.join(sites[0].dir, "index.html"))) throw new Error(`No build in ${sites[0].dir}`);
  await cp(sites[0].dir, floorDir, { recursive: true });
  // Every HTML file, as served-html.ts lists those the host serves (files only: Gatsby's page data
  // of /404.html is a folder of that name).
  const pages = (await servedHtmlFiles(floorDir)).map(({ file }) => path.join(floorDir, file));
  let removed = 0;
  for (const file of pages) {
    const floor = floorPage(await readFile(file, "utf8"));
    await writeFile(file, floor.html);
    removed += floor.removed;
  }
  console.log(`${name}: ${pages.length} HTML pages of ${sites[0].name}, ${removed} scripts cut out.`);
  return [...sites, { name, dir: floorDir }];
}
