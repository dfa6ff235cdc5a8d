import os from "node:os";
import path from "node:path";
import { startSiteServer } from "../server/start-server";

/** `npm start`'s server on a free port, serving the current build in public/. */
export async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  return startSiteServer({ dataDir: path.join(os.tmpdir(), "bench-data") });
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
