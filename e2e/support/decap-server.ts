import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, request as forward, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { detect } from "detect-port";
import waitOn from "wait-on";
import { SPECIFICATION_CONTENT_DIR } from "../../internal/content-files/current-content";
import { LOCAL_BACKEND_PATH } from "../../src/lib/addresses";

/** `npx decap-server` as an editor runs it, saving into `repo`; resolves once it listens on `port`. */
async function startDecapServer(repo: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repo, MODE: "fs" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Its output, to show if it does not start.
  let output = "";
  const read = (chunk: Buffer) => (output += chunk.toString());
  server.stdout?.on("data", read);
  server.stderr?.on("data", read);
  const exited = new Promise<never>((_, reject) =>
    server.once("exit", (code) =>
      reject(new Error(`decap-server exited (${code}); is port ${port} free?\n${output}`)),
    ),
  );
  const listening = waitOn({
    resources: [`tcp:localhost:${port}`],
    interval: 100,
    window: 0,
    timeout: 15_000,
  }).catch((error: unknown) => {
    throw new Error(`decap-server did not start: ${String(error)}\n${output}`);
  });
  try {
    await Promise.race([listening, exited]);
  } catch (error) {
    server.kill();
    throw error;
  }
  return server;
}

/**
 * The editor's origin in the tests, as the development server is on `npm run edit`: the site, with
 * the local backend's requests passed on to decap-server, so the editor runs under the published
 * Content-Security-Policy unchanged. A server, not Playwright's routing, which turns the browser's
 * cache off, and with it the compiled code Decap starts from (support/drive-editor.ts).
 */
async function editorOrigin(siteUrl: string, apiUrl: string): Promise<Server> {
  const server = createServer((request, response) => {
    const target = new URL(request.url === LOCAL_BACKEND_PATH ? apiUrl : (request.url ?? "/"), siteUrl);
    const headers = { ...request.headers, host: target.host };
    // A connection each: decap-server closes idle ones after 5 s, and a request sent on one it
    // has just closed would fail.
    const passed = forward(target, { method: request.method, headers, agent: false }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    passed.on("error", () => response.destroy());
    request.pipe(passed);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/** A copy of the specification's content that decap-server edits, as the specification's site was built from it. */
export interface ScratchContent {
  /** The copy's content/ folder. */
  readonly contentDir: string;
  /** Where the editor's page is opened: the site, with its local backend on this copy. */
  readonly origin: string;
  /** Puts the specification's content back, as the copy was at first: decap-server keeps nothing. */
  reset(): void;
  /** Stops decap-server and removes the copy. */
  close(): Promise<void>;
}

export async function scratchContent(siteUrl: string): Promise<ScratchContent> {
  const repo = mkdtempSync(path.join(os.tmpdir(), "editor-repo-"));
  const contentDir = path.join(repo, "content");
  const reset = () => {
    rmSync(contentDir, { recursive: true, force: true });
    cpSync(SPECIFICATION_CONTENT_DIR, contentDir, { recursive: true });
  };
  reset();
  // A port of its own for each worker's decap-server, so that editor tests run side by side.
  // `detect()` with no port asks the system for a free one.
  const port = await detect();
  const server = await startDecapServer(repo, port);
  const origin = await editorOrigin(siteUrl, `http://localhost:${port}${LOCAL_BACKEND_PATH}`);
  return {
    contentDir,
    origin: `http://127.0.0.1:${(origin.address() as AddressInfo).port}`,
    reset,
    close: async () => {
      origin.closeAllConnections();
      origin.close();
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
