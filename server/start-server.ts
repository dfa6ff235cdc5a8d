/**
 * Starts `npm run serve`'s server (server/cli.ts) as a child process on a free port: the one way
 * the browser tests, the benchmarks and the fault tests start it. The child sends its address
 * over Node's IPC channel once it listens, so nothing here reads its log.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const ROOT = path.resolve(__dirname, "..");
/** How long the server may take to listen. */
const START_TIMEOUT_MS = 20_000;

export interface StartOptions {
  /** The built site to serve (default: public/). */
  readonly publicDir?: string;
  /** Where submissions.jsonl is written (default: data/). */
  readonly dataDir?: string;
  /** Extra environment for the server. */
  readonly env?: NodeJS.ProcessEnv;
  /**
   * Keep the server's console output (see `output()`) instead of passing it through, for tests
   * that check what it reports.
   */
  readonly captureOutput?: boolean;
  /**
   * Run the server with this limit on the size of any file it writes (`prlimit --fsize`, Linux):
   * a write past it stops part-way with EFBIG, as on a full disk. For fault tests.
   */
  readonly fileSizeLimitBytes?: number;
}

export type RunningServer = Awaited<ReturnType<typeof startSiteServer>>;

/** The server exited instead of listening; carries its exit status and what it printed. */
export class ServerExitError extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly output: string,
  ) {
    super(`The site server exited before listening (code ${code}, signal ${signal}).\n${output}`.trim());
  }
}

export async function startSiteServer(options: StartOptions = {}) {
  // tsx as a loader, not its CLI: the CLI runs the script in a second process, and a signal sent
  // to `child` (SIGKILL in the fault tests) would then stop only the wrapper.
  const node = [process.execPath, "--import", "tsx", path.join(ROOT, "server", "cli.ts")];
  const limit = options.fileSizeLimitBytes;
  const [command, ...args] = limit === undefined ? node : ["prlimit", `--fsize=${limit}`, "--", ...node];
  const stdio = options.captureOutput ? "pipe" : "inherit";
  const child = spawn(command, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      ...(options.publicDir ? { PUBLIC_DIR: options.publicDir } : {}),
      ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      ...options.env,
    },
    stdio: ["ignore", stdio, stdio, "ipc"],
  });
  let printed = "";
  const keep = (chunk: Buffer) => (printed += chunk.toString("utf8"));
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error("The site server did not start listening in time."));
    }, START_TIMEOUT_MS);
    // The one message server/cli.ts sends: its address (no trailing slash), once it listens.
    child.once("message", (address) => {
      clearTimeout(timer);
      resolve(String(address));
    });
    // "close" rather than "exit": it comes once the child's output has all been read.
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      reject(new ServerExitError(code, signal, printed.trim()));
    });
  });
  // `url`: e.g. `http://127.0.0.1:43121`, without a trailing slash. `stop`: stops it (SIGTERM) and
  // waits for it to exit. `output`: what it printed so far, stdout and stderr together (with
  // `captureOutput`).
  return { url, child, stop, output: () => printed };
}
