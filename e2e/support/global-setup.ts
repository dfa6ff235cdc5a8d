import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const SOURCES = [
  "src",
  "content",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
];

function newestChange(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(target).map((name) => newestChange(path.join(target, name))));
}

/** Builds the site unless public/ is newer than every source. */
function ensureFreshBuild(): void {
  const built = path.join(ROOT, "public", "index.html");
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
  const server = spawn(process.execPath, [require.resolve("tsx/cli"), "server/cli.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`The site server did not start:\n${output}`)), 20_000);
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving the site at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    server.on("exit", (code) => reject(new Error(`The site server exited (${code}):\n${output}`)));
  });
  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    server.kill("SIGTERM");
  };
}
