import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startSiteServer } from "../../server/start-server";
import { keepFirstBuild, specificationSite } from "./written";

/**
 * Where the specification's site is built: a copy of the site with the frozen copy of its content,
 * kept between runs so that the next run builds again from its cache. Outside the project, and
 * outside node_modules/, whose files Gatsby's bundler takes for installed packages.
 */
const ROOT = path.resolve(__dirname, "../..");
const SPECIFICATION_SITE = path.join(
  os.tmpdir(),
  `specification-site-${createHash("sha256").update(ROOT).digest("hex").slice(0, 8)}`,
);

/**
 * Builds the specification's site, the site every browser test but those of content/ tests, and
 * serves it with `npm run serve`'s server on a free port, sharing its address with the tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const site = specificationSite(SPECIFICATION_SITE);
  console.log(`Building the specification's site for the browser tests (${site.build()} s)…`);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  keepFirstBuild(dataDir, site.publicDir);
  const server = await startSiteServer({ publicDir: site.publicDir, dataDir });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_PUBLIC_DIR = site.publicDir;
  // The catalogue's and the editor's saved files' builds run last, in this copy, from its cache.
  process.env.E2E_SITE_ROOT = site.root;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
