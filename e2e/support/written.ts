import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where global-setup.ts keeps, in the run's data folder, what the first build wrote. */
export const FIRST_BUILD = "first-build.json";

/** Every file of a build's output folder, by its path there, with the SHA-256 of its bytes. */
export function writtenFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dir, file), createHash("sha256").update(readFileSync(file)).digest("hex")];
      }),
  );
}
