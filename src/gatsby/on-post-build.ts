import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import {
  contentSecurityPolicy,
  headerRules,
  inlineScriptHashes,
  renderHeadersFile,
  withMetaPolicy,
  type BuiltPage,
} from "../deploy/headers";
import { robotsTxt } from "../deploy/robots";
import { CMS_SOURCES } from "../cms/backend";
import { withScriptsAfterPaint } from "../deploy/scripts-after-paint";
import { icoFromPng } from "../deploy/favicon-ico";

const PUBLIC = path.resolve("public");

/** The HTML file Gatsby wrote for a page path. */
const htmlFileFor = (pagePath: string): string =>
  pagePath === "/" ? "index.html" : pagePath === "/404.html" ? "404.html" : `${pagePath.slice(1)}/index.html`;

/**
 * After the build: each page's runtime scripts set to load after its first paint
 * (src/deploy/scripts-after-paint.ts), then `_headers` (security headers, a Content-Security-Policy
 * with the hashes of each page's inline scripts, caching rules), `robots.txt` and `favicon.ico`
 * (from gatsby-plugin-manifest's 32 × 32 icon), all in public/.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ graphql, reporter }) => {
  const result = await graphql<{
    site: { siteMetadata: { siteUrl: string } };
    allSitePage: { nodes: Array<{ path: string }> };
  }>(`
    query PostBuild {
      site {
        siteMetadata {
          siteUrl
        }
      }
      allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the pages to write _headers and robots.txt.", result.errors);
    return;
  }
  const paths = result.data.allSitePage.nodes.map((node) => node.path);
  const pages: BuiltPage[] = await Promise.all(
    paths.map(async (pagePath) => {
      const file = path.join(PUBLIC, htmlFileFor(pagePath));
      const built = await readFile(file, "utf8");
      const html = withScriptsAfterPaint(built);
      if (html !== built) await writeFile(file, html);
      return { path: pagePath, html };
    }),
  );
  const rootAssets = (await readdir(PUBLIC)).filter((name) => /\.(js|css)$/.test(name)).sort();
  // Netlify answers unknown addresses with 404.html under the site-wide rule only: the page
  // carries its own policy.
  const notFound = pages.find((page) => page.path === "/404.html");
  if (notFound) {
    const policy = contentSecurityPolicy(inlineScriptHashes(notFound.html));
    await writeFile(path.join(PUBLIC, "404.html"), withMetaPolicy(notFound.html, policy));
  }
  await writeFile(
    path.join(PUBLIC, "_headers"),
    renderHeadersFile(headerRules(pages, rootAssets, CMS_SOURCES)),
  );
  await writeFile(path.join(PUBLIC, "robots.txt"), robotsTxt(result.data.site.siteMetadata.siteUrl));
  const icon = await readFile(path.join(PUBLIC, "favicon-32x32.png"));
  await writeFile(path.join(PUBLIC, "favicon.ico"), icoFromPng(icon));
  reporter.info(`Wrote _headers for ${pages.length} pages, robots.txt and favicon.ico`);
};
