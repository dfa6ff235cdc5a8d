/**
 * `npm run observatory` (after `npm run build`): the MDN HTTP Observatory's grade of the built
 * site's pages, as the local server serves them (public/ with the `_headers` the build wrote)
 * behind an HTTPS front on https://localhost and a redirect from http://localhost, standing in for
 * Netlify's edge. Prints each page's grade, score and the tests behind it; exits 0 only when every
 * page is A+ with no failed test. Needs ports 443 and 80 on 127.0.0.1 (root, on Linux).
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sitePages } from "../../internal/content-files/current-content";
import { OUTPUT_FOLDER } from "../../internal/deploy/site-output";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { startSiteServer } from "../../server/start-server";
import { startFronts } from "./fronts";
import { exitCode, matchResults, reportLines, scanAddress, type PageResult, type PageToScan } from "./report";
import { installScanner, makeCertificate, runScans, scannerVersion } from "./scanner";
import { SetupError } from "./setup-error";

const ROOT = path.resolve(__dirname, "..", "..");

/** The specification's pages, and the content editor. */
function pagesToScan(): PageToScan[] {
  const pages: Record<string, string> = { ...sitePages(), editor: EDITOR_PATH };
  return Object.entries(pages).map(([name, pagePath]) => ({ name, path: pagePath }));
}

function requireBuild(): void {
  if (!existsSync(path.join(ROOT, OUTPUT_FOLDER, "index.html"))) {
    throw new SetupError("No build in public/: run npm run build first.");
  }
}

/** The local server, the fronts before it and the scanner, each stopped again whatever happens. */
async function scanSite(pages: readonly PageToScan[], workDir: string): Promise<PageResult[]> {
  const certificate = makeCertificate(workDir);
  // Its log is kept, not printed; its data folder is a temporary one (the scan posts no form).
  const site = await startSiteServer({ dataDir: workDir, captureOutput: true });
  try {
    const fronts = await startFronts({
      target: site.url,
      cert: readFileSync(certificate.certFile, "utf8"),
      key: readFileSync(certificate.keyFile, "utf8"),
    });
    try {
      console.log(
        `Scanning https://localhost → ${site.url} (public/): ${pages.map((page) => page.path).join(" ")}`,
      );
      const messages = await runScans(
        pages.map((page) => scanAddress(page.path)),
        certificate.certFile,
      );
      return matchResults(pages, messages);
    } finally {
      await fronts.stop();
    }
  } finally {
    await site.stop();
  }
}

async function main(): Promise<void> {
  requireBuild();
  const pages = pagesToScan();
  installScanner();
  const workDir = await mkdtemp(path.join(os.tmpdir(), "observatory-"));
  try {
    const results = await scanSite(pages, workDir);
    console.log(`\nMDN HTTP Observatory ${scannerVersion()}\n`);
    for (const line of reportLines(results)) console.log(line);
    process.exitCode = exitCode(results);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof SetupError ? error.message : error);
  process.exit(1);
});
