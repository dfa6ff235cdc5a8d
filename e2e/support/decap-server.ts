import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
/** Where Decap CMS looks for decap-server (`local_backend: true`): one at a time on this machine. */
const DECAP_SERVER_PORT = "8081";

/** `npx decap-server` as an editor runs it, saving into `repo`. */
async function startDecapServer(repo: string): Promise<ChildProcess> {
  const server = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repo,
    env: { ...process.env, PORT: DECAP_SERVER_PORT, GIT_REPO_DIRECTORY: repo, MODE: "fs" },
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
      reject(new Error(`decap-server exited (${code}); is port ${DECAP_SERVER_PORT} free?\n${output}`)),
    );
  });
  return server;
}

/** A copy of the site's content/ that decap-server edits, so that a test changes no real file. */
export interface ScratchContent {
  /** The copy's content/ folder. */
  readonly contentDir: string;
  /** Stops decap-server and removes the copy. */
  close(): Promise<void>;
}

export async function scratchContent(): Promise<ScratchContent> {
  const repo = mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
  const contentDir = path.join(repo, "content");
  cpSync(path.join(ROOT, "content"), contentDir, { recursive: true });
  const server = await startDecapServer(repo);
  return {
    contentDir,
    close: async () => {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill();
      await exited;
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
