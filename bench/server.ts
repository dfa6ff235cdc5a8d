import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

/** `npm start`'s server on a free port, serving the current build in public/. */
export async function startServer(): Promise<{ url: string; stop: () => void }> {
  const server = spawn(process.execPath, [require.resolve("tsx/cli"), "server/cli.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: path.join(os.tmpdir(), "bench-data") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve) => {
    server.stdout.on("data", (chunk: Buffer) => {
      const match = /Serving the site at (http:\/\/\S+?)\/?\s/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
  });
  return { url, stop: () => server.kill() };
}

/** The pages every benchmark measures. */
export const PAGES = {
  "/": "/",
  "/baby-lullabies": "/baby-lullabies",
  "/baby-lullabies-app": "/baby-lullabies-app",
  // Not "404": an integer-like key would be listed first.
  "unknown path (404)": "/no-such-page",
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
