import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The Chromium the tests drive: $CHROMIUM_PATH, else Debian's, else a clear way to get one. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROMIUM_PATH points to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser tests. Install Debian's: `sudo apt-get install -y chromium`, " +
        "or set CHROMIUM_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}
