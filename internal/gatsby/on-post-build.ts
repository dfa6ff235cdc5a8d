import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { PRESS_KITS_FOLDER } from "../../src/lib/addresses";
import { ALL_LANGUAGES } from "../../src/lib/languages";
import { CONTENT_DIR, loadContent } from "../content-files/content-folder";
import { publisherFiles } from "../deploy/publisher-files";
import { icoFromPng } from "../deploy/favicon-ico";
import { OUTPUT_FOLDER } from "../deploy/site-output";
import { editorBuilt } from "./content-editor";
import { steadyFeed, feedPathOf } from "./release-feed";

const PUBLIC = path.resolve(OUTPUT_FOLDER);
const inPublic = (address: string) => path.join(PUBLIC, ...address.split("/"));

/**
 * After the plugins' own steps (the site's hooks run last): favicon.ico, for clients that ask for
 * it by that name, from gatsby-plugin-manifest's 32 × 32 icon; what a publisher serves beside its
 * pages (publisher-files.ts), each only while the content asks for it; and the releases feed dated by its
 * newest release rather than the build's clock. Files served as they are live in static/; response
 * headers are written later, on the final output (internal/deploy/site-adapter.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  await writeFile(inPublic("favicon.ico"), icoFromPng(await readFile(inPublic("favicon-32x32.png"))));

  // Press kits of apps no longer in the content go too.
  await rm(inPublic(PRESS_KITS_FOLDER), { recursive: true, force: true });
  for (const [address, data] of Object.entries(publisherFiles(loadContent(CONTENT_DIR), CONTENT_DIR))) {
    if (data) await mkdir(path.dirname(inPublic(address)), { recursive: true });
    await (data ? writeFile(inPublic(address), data) : rm(inPublic(address), { force: true }));
  }

  for (const language of ALL_LANGUAGES) {
    const feedFile = inPublic(feedPathOf(language));
    await writeFile(feedFile, steadyFeed(await readFile(feedFile, "utf8")));
  }
  await editorBuilt();
};
