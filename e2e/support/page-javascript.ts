import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageJavaScript {
  readonly files: string[];
  /** Bytes on the wire, gzip-compressed (level 9, as a CDN serves them at least as small). */
  readonly gzipBytes: number;
}

interface Stats {
  namedChunkGroups: Record<string, { assets: Array<string | { name: string }> }>;
}

/**
 * The JavaScript a page loads: Gatsby's `app` chunk group (runtime, framework, app) plus the
 * page component's chunk group, as webpack's stats name them, read from the built site.
 */
export function pageJavaScript(publicDir: string, pagePath: string): PageJavaScript {
  const dataFile =
    pagePath === "/"
      ? "page-data/index/page-data.json"
      : pagePath === "/404.html"
        ? "page-data/404.html/page-data.json"
        : `page-data${pagePath}/page-data.json`;
  const { componentChunkName } = JSON.parse(readFileSync(path.join(publicDir, dataFile), "utf8")) as {
    componentChunkName: string;
  };
  const stats = JSON.parse(readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")) as Stats;
  const files = [
    ...new Set(["app", componentChunkName].flatMap((group) => stats.namedChunkGroups[group].assets)),
  ]
    .map((asset) => (typeof asset === "string" ? asset : asset.name))
    .filter((name) => name.endsWith(".js"));
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}
