/**
 * `npm run observatory` (after `npm run build`): the MDN HTTP Observatory's grade of the built
 * site's pages, as the local server serves them (public/ with the `_headers` the build wrote)
 * behind an HTTPS front on https://localhost and a redirect from http://localhost, standing in for
 * Netlify's edge. Prints each page's grade, score and the tests behind it; exits 0 only when every
 * page is A+ with no failed test. Needs ports 443 and 80 on 127.0.0.1 (root, on Linux).
 */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sitePages } from "../../internal/content-files/current-content";
import { OUTPUT_FOLDER } from "../../internal/deploy/site-output";
import { EDITOR_PATH } from "../../src/lib/addresses";
import { startSiteServer } from "../../server/start-server";
import { SetupError, startFronts } from "./fronts";
import { exitCode, matchResults, reportLines, scanAddress } from "./report";
import { installScanner, makeCertificate, runScans, scannerVersion } from "./scanner";

async function main(): Promise<void> {
  if (!existsSync(path.join(__dirname, "..", "..", OUTPUT_FOLDER, "index.html")))
    throw new SetupError("No build in public/: run npm run build first.");
  // The specification's pages, and the content editor.
  const named: Record<string, string> = { ...sitePages(), editor: EDITOR_PATH };
  const pages = Object.entries(named).map(([name, path]) => ({ name, path }));
  const paths = pages.map((page) => page.path);
  installScanner();
  const workDir = await mkdtemp(path.join(os.tmpdir(), "observatory-"));
  const stops: Array<() => Promise<void>> = [];
  try {
    const certificate = makeCertificate(workDir);
    // Its log is kept, not printed; its data folder is a temporary one (the scan posts no form).
    const site = await startSiteServer({ dataDir: workDir, captureOutput: true });
    stops.push(site.stop, await startFronts(site.url, certificate));
    console.log(`Scanning https://localhost → ${site.url} (public/): ${paths.join(" ")}`);
    const results = matchResults(pages, await runScans(paths.map(scanAddress), certificate.certFile));
    console.log(`\nMDN HTTP Observatory ${scannerVersion()}\n\n${reportLines(results).join("\n")}`);
    process.exitCode = exitCode(results);
  } finally {
    // The fronts, then the server behind them.
    for (const stop of stops.reverse()) await stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof SetupError ? error.message : error);
  process.exit(1);
});
