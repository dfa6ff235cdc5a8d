import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { icoFromPng } from "../deploy/favicon-ico";
import { OUTPUT_FOLDER } from "../deploy/site-output";

const PUBLIC = path.resolve(OUTPUT_FOLDER);

/**
 * favicon.ico, for clients that ask for it by that name: gatsby-plugin-manifest's 32 × 32 icon,
 * made from the logo in content/. Files served as they are live in static/; response headers are
 * written later, on the final output (internal/deploy/site-adapter.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  const icon = await readFile(path.join(PUBLIC, "favicon-32x32.png"));
  await writeFile(path.join(PUBLIC, "favicon.ico"), icoFromPng(icon));
};
