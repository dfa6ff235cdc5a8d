import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { OUTPUT_FOLDER } from "../../internal/deploy/site-output";
import { SITE_SOURCES } from "../../internal/scratch-site";
import { startSiteServer } from "../../server/start-server";

const ROOT = path.resolve(__dirname, "../..");
/**
 * What a build is made from (the files a scratch copy of the site holds), and the installed
 * packages: package-lock.json changes with every install or upgrade.
 */
const SOURCES = [...SITE_SOURCES, "package-lock.json"];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

/** Builds the site unless public/ is newer than every source. */
function ensureFreshBuild(): void {
  const built = path.join(ROOT, OUTPUT_FOLDER, "index.html");
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(
    ...SOURCES.filter((s) => s !== "src").map((s) => newestChange(path.join(ROOT, s))),
    ...readdirSync(path.join(ROOT, "src"))
      .filter((name) => name !== "gatsby-types.d.ts")
      .map((name) => newestChange(path.join(ROOT, "src", name))),
  );
  if (builtAt > changedAt) return;
  console.log("Building the site for the browser tests…");
  const result = spawnSync("npm", ["run", "build"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error("`npm run build` failed; the browser tests need a build.");
}

/** Starts `npm run serve`'s server on a free port and shares its address with the tests. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureFreshBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
  const server = await startSiteServer({ dataDir });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_DATA_DIR = dataDir;
  return server.stop;
}
