import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
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

/** A copy of the specification's content that decap-server edits, as the specification's site was built from it. */
export interface ScratchContent {
  /** The copy's content/ folder. */
  readonly contentDir: string;
  /** decap-server's API, where the editor's local backend requests go. */
  readonly apiUrl: string;
  /** Puts the specification's content back, as the copy was at first: decap-server keeps nothing. */
  reset(): void;
  /** Stops decap-server and removes the copy. */
  close(): Promise<void>;
}

export async function scratchContent(): Promise<ScratchContent> {
  const repo = mkdtempSync(path.join(os.tmpdir(), "editor-repo-"));
  const contentDir = path.join(repo, "content");
  const reset = () => {
    rmSync(contentDir, { recursive: true, force: true });
    cpSync(SPECIFICATION_CONTENT_DIR, contentDir, { recursive: true });
  };
  reset();
  // A port of its own for each worker's decap-server (the editor reaches it through the test, on
  // its own origin: support/drive-editor.ts), so that editor tests run side by side. `detect()` with no
  // port asks the system for a free one.
  const port = await detect();
  const server = await startDecapServer(repo, port);
  return {
    contentDir,
    apiUrl: `http://localhost:${port}${LOCAL_BACKEND_PATH}`,
    reset,
    close: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
