import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { detect } from "detect-port";

const ROOT = path.resolve(__dirname, "../..");

/** `npx decap-server` as an editor runs it, saving into `repo`. */
async function startDecapServer(repo: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), GIT_REPO_DIRECTORY: repo, MODE: "fs" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 15_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on/i.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout?.on("data", read);
    server.stderr?.on("data", read);
    server.on("exit", (code) =>
      reject(new Error(`decap-server exited (${code}); is port ${port} free?\n${output}`)),
    );
  });
  return server;
}

/** A copy of the site's content/ that decap-server edits, so that a test changes no real file. */
export interface ScratchContent {
  /** The copy's content/ folder. */
  readonly contentDir: string;
  /** decap-server's API, where the editor's local backend requests go. */
  readonly apiUrl: string;
  /** Stops decap-server and removes the copy. */
  close(): Promise<void>;
}

export async function scratchContent(): Promise<ScratchContent> {
  const repo = mkdtempSync(path.join(os.tmpdir(), "editor-repo-"));
  const contentDir = path.join(repo, "content");
  cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  // A port of its own for each test's decap-server (the editor reaches it through the test, on
  // its own origin: support/editor.ts), so that editor tests run side by side. `detect()` with no
  // port asks the system for a free one.
  const port = await detect();
  const server = await startDecapServer(repo, port);
  return {
    contentDir,
    apiUrl: `http://localhost:${port}/api/v1`,
    close: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
