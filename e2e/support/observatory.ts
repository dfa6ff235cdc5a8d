/**
 * The MDN HTTP Observatory's scan of the local server, standing in for Netlify's edge: one port on
 * 127.0.0.1 answers HTTPS by passing each request through to the server unchanged (so the headers
 * graded are the ones the build wrote) and plain HTTP with a 301 to the same address over HTTPS.
 * The scanner is given `localhost:<port>/path`, which it asks for over both, so no privileged port
 * is needed. It runs as a tool of its own (e2e/observatory/, own lock file) in a child process that
 * trusts the front's self-signed certificate.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import https from "node:https";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

const TOOL = path.resolve(__dirname, "..", "observatory");
const SCANNER = "@mdn/mdn-http-observatory";

export interface TestOutcome {
  readonly pass: boolean;
  /** What the test found, e.g. `csp-implemented-with-unsafe-eval`. */
  readonly result: string;
  /** Points the result adds to or takes from the score of 100. */
  readonly scoreModifier: number;
}

/** One message of scan.mjs: a page's scan, or why it could not be scanned. */
export type ScanMessage =
  | {
      readonly type: "scanned";
      readonly page: string;
      readonly scan: { grade: string; score: number; testsPassed: number; testsFailed: number };
      readonly tests: Readonly<Record<string, TestOutcome>>;
    }
  | { readonly type: "failed"; readonly page: string; readonly error: string };

/**
 * Checks that the pinned scanner is installed (`npm run install:test-tools`, without its install
 * scripts: they would download Chromium's HSTS preload list, IANA's top-level domains and
 * Mozilla's CA bundle, none of which a scan of localhost needs); the preload list it reads is left
 * empty (localhost is on none).
 */
function prepareScanner(): void {
  const manifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const installed = path.join(TOOL, "node_modules", SCANNER);
  const pinned = manifest(TOOL).dependencies[SCANNER];
  if (!existsSync(installed) || manifest(installed).version !== pinned)
    throw new Error(`${SCANNER} ${pinned} is not in ${TOOL}: run \`npm run install:test-tools\`.`);
  writeFileSync(path.join(installed, "conf", "hsts-preload.json"), "{}\n");
}

/** A self-signed certificate for localhost in `dir`, valid for a day, by openssl: CA:TRUE, so Node may trust it. */
function makeCertificate(dir: string) {
  const [certFile, keyFile] = [path.join(dir, "cert.pem"), path.join(dir, "key.pem")];
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"]
      .concat(["-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"])
      .concat(["-keyout", keyFile, "-out", certFile]),
    { encoding: "utf8" },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return { certFile, cert: readFileSync(certFile, "utf8"), key: readFileSync(keyFile, "utf8") };
}

/** Passes each request to `target` (`http://127.0.0.1:43121`) and its answer back, headers as sent. */
const forwardTo =
  (target: string): http.RequestListener =>
  (request, response) => {
    const { hostname, port } = new URL(target);
    const { method, url, headers } = request;
    const upstream = http.request({ hostname, port, method, path: url, headers }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(response);
    });
    upstream.on("error", (error) => response.destroy(error));
    request.pipe(upstream);
  };

/** The front for `target` on a free port: TLS connections (a handshake starts with byte 0x16) or plain ones. */
async function startFront(target: string, tls: { cert: string; key: string }) {
  const secure = https.createServer(tls, forwardTo(target));
  const plain = http.createServer((request, response) =>
    response.writeHead(301, { Location: `https://${request.headers.host}${request.url}` }).end(),
  );
  const front = net.createServer((socket) =>
    socket.once("data", (first) => {
      socket.pause();
      socket.unshift(first);
      (first[0] === 0x16 ? secure : plain).emit("connection", socket);
      // The HTTP server reads a socket handed to it only once it flows again.
      process.nextTick(() => socket.resume());
    }),
  );
  front.listen(0, "127.0.0.1");
  await once(front, "listening");
  const stop = async () => {
    for (const server of [secure, plain]) server.closeAllConnections();
    front.close();
    await once(front, "close");
  };
  return { port: (front.address() as AddressInfo).port, stop };
}

/**
 * The scanner's grade of each of `paths` on the server at `target`, by path (`/admin/`). Resolves
 * with one message per path that scan.mjs reported on.
 */
export async function observatoryScan(target: string, paths: readonly string[]) {
  prepareScanner();
  const dir = mkdtempSync(path.join(os.tmpdir(), "observatory-"));
  const certificate = makeCertificate(dir);
  const front = await startFront(target, certificate);
  try {
    const addresses = paths.map((page) => `localhost:${front.port}${page}`);
    const child = spawn(process.execPath, [path.join(TOOL, "scan.mjs"), ...addresses], {
      // NODE_EXTRA_CA_CERTS is read once, when Node starts: it has to be set for the child.
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate.certFile },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    });
    const messages: ScanMessage[] = [];
    child.on("message", (message: ScanMessage) => messages.push(message));
    const [code] = await once(child, "close");
    if (code !== 0) throw new Error(`scan.mjs ended with code ${code}.`);
    const byAddress = new Map(messages.map((message) => [message.page, message]));
    return new Map(paths.map((page, i) => [page, byAddress.get(addresses[i] ?? "")]));
  } finally {
    await front.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The tests behind a score that did not pass, or passed with points: `FAILED -20 csp: …`. */
export const testsThatCount = (tests: Readonly<Record<string, TestOutcome>>): string[] =>
  Object.entries(tests)
    .filter(([, test]) => !test.pass || test.scoreModifier !== 0)
    .map(
      ([id, { pass, scoreModifier, result }]) =>
        `${pass ? "passed" : "FAILED"} ${scoreModifier} ${id}: ${result}`,
    );
