/**
 * The Observatory scanner as a tool of its own: installed in scripts/observatory/node_modules from
 * its own lock file, apart from the site's packages, and run as a child Node process (scan.mjs),
 * which is how its certificate check comes to trust the HTTPS front's certificate.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { scanMessageSchema, type ScanMessage } from "./report";

const SCANNER = "@mdn/mdn-http-observatory";

type Manifest = { version?: string; dependencies?: Record<string, string> };
const manifest = (dir: string) =>
  JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as Manifest;
const installed = (name: string) => path.join(__dirname, "node_modules", name);

/** The tool's dependencies and the versions its package.json pins. */
const pinned = () => Object.entries(manifest(__dirname).dependencies ?? {});

export const scannerVersion = (): string => pinned().find(([name]) => name === SCANNER)?.[1] ?? "?";

/**
 * Installs the tool unless its pinned versions are there already. Install scripts do not run:
 * they would download Chromium's HSTS preload list, IANA's list of top-level domains and a bundle
 * of Mozilla's CA certificates, none of which a scan of localhost needs. Its dependency `cookie`
 * asks for Node 22 and works on 20, hence npm's warnings are kept quiet.
 */
export function installScanner(): void {
  const version = (name: string) => existsSync(installed(name)) && manifest(installed(name)).version;
  if (pinned().some(([name, pin]) => version(name) !== pin)) {
    console.log(`Installing the scanner in ${path.relative(process.cwd(), __dirname)}/node_modules…`);
    const flags = ["--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"];
    const npm = spawnSync("npm", ["ci", ...flags, "--prefix", __dirname], { stdio: "inherit" });
    if (npm.status !== 0) throw new Error(`npm ci in ${__dirname} failed (status ${npm.status}).`);
  }
  // The scanner stops without the HSTS preload list its install script would have downloaded.
  // Empty: `localhost` is on no preload list.
  writeFileSync(path.join(installed(SCANNER), "conf", "hsts-preload.json"), "{}\n");
}

/**
 * A self-signed certificate for localhost and 127.0.0.1 made in `dir` by openssl, valid for a day:
 * its file and PEM texts. It is its own issuer (CA:TRUE, openssl's default), so naming it in
 * NODE_EXTRA_CA_CERTS is enough for Node to trust it.
 */
export function makeCertificate(dir: string) {
  const [certFile, keyFile] = [path.join(dir, "cert.pem"), path.join(dir, "key.pem")];
  const extensions = [
    "subjectAltName=DNS:localhost,IP:127.0.0.1",
    "keyUsage=digitalSignature,keyCertSign",
    "extendedKeyUsage=serverAuth",
  ].flatMap((extension) => ["-addext", extension]);
  const made = spawnSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "ec",
      "-pkeyopt",
      "ec_paramgen_curve:prime256v1",
      "-nodes",
      "-days",
      "1",
    ].concat(["-subj", "/CN=localhost", ...extensions, "-keyout", keyFile, "-out", certFile]),
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate (status ${made.status}).`);
  return { certFile, cert: readFileSync(certFile, "utf8"), key: readFileSync(keyFile, "utf8") };
}

/**
 * Scans each address (`localhost/admin/`) in a child process that trusts `caFile`, and resolves
 * with one message per address it reported on. Its output passes through.
 */
export async function runScans(addresses: readonly string[], caFile: string): Promise<ScanMessage[]> {
  const child = spawn(process.execPath, [path.join(__dirname, "scan.mjs"), ...addresses], {
    // NODE_EXTRA_CA_CERTS is read once, when Node starts: it has to be set for the child.
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caFile },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const messages: unknown[] = [];
  child.on("message", (message) => messages.push(message));
  const [code, signal] = (await once(child, "close")) as [number | null, NodeJS.Signals | null];
  if (code !== 0) throw new Error(`scan.mjs ended with code ${code}, signal ${signal}.`);
  // A message of another shape fails the run: the report would be wrong.
  return messages.map((message) => scanMessageSchema.parse(message));
}
