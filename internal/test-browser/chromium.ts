import { existsSync } from "node:fs";

/**
 * Flags for Chromium here: no sandbox (root), software rendering, and none of its own network
 * traffic (this machine reaches no other host, and each refused connection costs time).
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * The Chromium the browser tests, the benchmark and the screenshots drive (the one
 * scripts/install-test-tools.sh installs): $CHROMIUM_PATH, else Debian's, else a clear way to get one.
 */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    "No Chromium found. Install Debian's: `sudo apt-get install -y chromium`, " +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}
