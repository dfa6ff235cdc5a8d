/**
 * The Observatory scanner as a tool of its own: installed in scripts/observatory/node_modules from
 * its own lock file, apart from the site's packages, and run as a child Node process (scan.mjs),
 * which is how its certificate check comes to trust the HTTPS front's certificate.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { scanMessageSchema, type ScanMessage } from "./report";

const TOOL_DIR = __dirname;
const SCANNER_PACKAGE = "@mdn/mdn-http-observatory";

const manifestSchema = z.object({
  version: z.string().optional(),
  dependencies: z.record(z.string(), z.string()).optional(),
});

const readManifest = (file: string) => manifestSchema.parse(JSON.parse(readFileSync(file, "utf8")));

/** The tool's dependencies and the versions its package.json pins. */
function pinnedDependencies(): Array<[string, string]> {
  return Object.entries(readManifest(path.join(TOOL_DIR, "package.json")).dependencies ?? {});
}

const installedVersion = (name: string): string | undefined => {
  const file = path.join(TOOL_DIR, "node_modules", name, "package.json");
  return existsSync(file) ? readManifest(file).version : undefined;
};

/** The scanner's version, as pinned. */
export function scannerVersion(): string {
  return pinnedDependencies().find(([name]) => name === SCANNER_PACKAGE)?.[1] ?? "?";
}

/**
 * Installs the tool unless its pinned versions are there already. Install scripts do not run:
 * they would download Chromium's HSTS preload list, IANA's list of top-level domains and a bundle
 * of Mozilla's CA certificates, none of which a scan of localhost needs. Its dependency `cookie`
 * asks for Node 22 and works on 20, hence npm's warnings are kept quiet.
 */
export function installScanner(): void {
  const missing = pinnedDependencies().some(([name, version]) => installedVersion(name) !== version);
  if (missing) {
    console.log(`Installing the scanner in ${path.relative(process.cwd(), TOOL_DIR)}/node_modules…`);
    const result = spawnSync(
      "npm",
      ["ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error", "--prefix", TOOL_DIR],
      { stdio: "inherit" },
    );
    if (result.status !== 0) throw new Error(`npm ci in ${TOOL_DIR} failed (status ${result.status}).`);
  }
  writeEmptyPreloadList();
}

/**
 * The scanner reads Chromium's HSTS preload list from this file (its install script would have
 * downloaded it) and stops without it. Empty: `localhost` is on no preload list.
 */
function writeEmptyPreloadList(): void {
  writeFileSync(path.join(TOOL_DIR, "node_modules", SCANNER_PACKAGE, "conf", "hsts-preload.json"), "{}\n");
}

export interface Certificate {
  /** The PEM files, in `dir`. */
  readonly certFile: string;
  readonly keyFile: string;
}

/** A self-signed certificate for localhost in `dir` (certificate.mjs). */
export function makeCertificate(dir: string): Certificate {
  const result = spawnSync(process.execPath, [path.join(TOOL_DIR, "certificate.mjs"), dir], {
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error(`certificate.mjs failed (status ${result.status}).`);
  return { certFile: path.join(dir, "cert.pem"), keyFile: path.join(dir, "key.pem") };
}

/**
 * Scans each address (`localhost/admin/`) in a child process that trusts `caFile`, and resolves
 * with one message per address it reported on. Its output passes through.
 */
export function runScans(addresses: readonly string[], caFile: string): Promise<ScanMessage[]> {
  // NODE_EXTRA_CA_CERTS is read once, when Node starts: it has to be set for the child.
  const child = spawn(process.execPath, [path.join(TOOL_DIR, "scan.mjs"), ...addresses], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const messages: ScanMessage[] = [];
  return new Promise((resolve, reject) => {
    child.on("message", (message) => {
      const parsed = scanMessageSchema.safeParse(message);
      if (parsed.success) {
        messages.push(parsed.data);
      } else {
        // The report would be wrong: stop the scan rather than leave it running alone.
        child.kill();
        reject(new Error(`scan.mjs sent a message of an unknown shape: ${parsed.error.message}`));
      }
    });
    child.once("error", reject);
    child.once("close", (code, signal) => {
      if (code === 0) resolve(messages);
      else reject(new Error(`scan.mjs ended with code ${code}, signal ${signal}.`));
    });
  });
}
