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

const BROWSERS = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * Debian's build of the headless shell, the browser Playwright itself runs headless tests in: the
 * same Blink without the desktop browser around it, a third less of the suite's time (docs/performance.md).
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";

/**
 * The Chromium the benchmark's Lighthouse drives (the one scripts/install-test-tools.sh installs):
 * $CHROMIUM_PATH, else the first of `candidates` there is (Debian's), else a clear way to get one.
 */
export function chromiumPath(candidates: readonly string[] = BROWSERS): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found) return found;
  throw new Error(
    "No Chromium found. Install Debian's: `sudo apt-get install -y chromium chromium-headless-shell`, " +
      "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
  );
}

/** The Chromium the browser tests drive: $CHROMIUM_PATH, else the headless shell, else chromiumPath()'s. */
export const testChromiumPath = (): string => chromiumPath([HEADLESS_SHELL, ...BROWSERS]);
