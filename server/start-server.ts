/**
 * Starts `npm run serve`'s server (server/cli.ts) as a child process on a free port: the one way
 * the browser tests, the benchmarks and the fault tests start it. The child reports its address
 * over Node's IPC channel once it listens, so nothing here reads its log.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");

export interface StartOptions {
  /** The built site to serve (default: public/). */
  readonly publicDir?: string;
  /** Where submissions.jsonl is written (default: data/). */
  readonly dataDir?: string;
  /** Extra environment for the server. */
  readonly env?: NodeJS.ProcessEnv;
  /** How long to wait for it to listen. */
  readonly timeoutMs?: number;
}

export interface RunningServer {
  /** e.g. `http://127.0.0.1:43121`, without a trailing slash. */
  readonly url: string;
  readonly child: ChildProcess;
  /** Stops it (SIGTERM) and waits for it to exit. */
  readonly stop: () => Promise<void>;
}

/** The message server/cli.ts sends its parent once it listens. */
export interface ListeningMessage {
  readonly type: "listening";
  readonly url: string;
}

export const isListeningMessage = (message: unknown): message is ListeningMessage =>
  typeof message === "object" &&
  message !== null &&
  (message as { type?: unknown }).type === "listening" &&
  typeof (message as { url?: unknown }).url === "string";

export function startSiteServer(options: StartOptions = {}): Promise<RunningServer> {
  const child = spawn(process.execPath, [require.resolve("tsx/cli"), path.join(ROOT, "server", "cli.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      ...(options.publicDir ? { PUBLIC_DIR: options.publicDir } : {}),
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("The site server did not start listening in time."));
    }, options.timeoutMs ?? 20_000);
    child.on("message", (message) => {
      if (!isListeningMessage(message)) return;
      clearTimeout(timer);
      resolve({ url: message.url.replace(/\/$/, ""), child, stop });
    });
    child.once("exit", (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`The site server exited before listening (code ${code}, signal ${signal}).`));
    });
  });
}
