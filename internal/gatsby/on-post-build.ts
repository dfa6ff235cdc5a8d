import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { icoFromPng } from "../deploy/favicon-ico";
import { robotsTxt } from "../deploy/robots";

const PUBLIC = path.resolve("public");

/**
 * Files the build adds beside Gatsby's: robots.txt (which names the sitemap at the site's
 * address) and favicon.ico (gatsby-plugin-manifest's 32 × 32 icon, for clients that ask for it by
 * that name). Response headers are written later, on the final output (internal/deploy/site-adapter.ts).
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{ site: { siteMetadata: { siteUrl: string } } }>(`
    query PostBuild {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read siteMetadata.siteUrl to write robots.txt.", result.errors);
    return;
  }
  await writeFile(path.join(PUBLIC, "robots.txt"), robotsTxt(result.data.site.siteMetadata.siteUrl));
  const icon = await readFile(path.join(PUBLIC, "favicon-32x32.png"));
  await writeFile(path.join(PUBLIC, "favicon.ico"), icoFromPng(icon));
};
