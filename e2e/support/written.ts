import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SPECIFICATION_CONTENT_DIR } from "../../internal/content-files/current-content";
import { scratchSite } from "../../internal/scratch-site";

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

/** What global-setup.ts shares with the tests: the server's address, the run's folders. */
export function fromGlobalSetup(
  name: "E2E_BASE_URL" | "E2E_DATA_DIR" | "E2E_PUBLIC_DIR" | "E2E_SITE_ROOT",
): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the tests with \`npx playwright test\`.`);
  return value;
}

/**
 * The specification's site: a copy of the site with the frozen copy of its content, in the run's
 * folder for it (global-setup.ts), where each build builds again from the last one's cache.
 */
export const specificationSite = (root = fromGlobalSetup("E2E_SITE_ROOT")) =>
  scratchSite("specification-", { content: SPECIFICATION_CONTENT_DIR, root });

/** The run's data folder, where it keeps what its builds and tests wrote. */
export const runDataDir = (): string => fromGlobalSetup("E2E_DATA_DIR");

/** Where the run keeps, in its data folder, what its first build wrote. */
const firstBuildFile = (dataDir: string) => path.join(dataDir, "first-build.json");

/** Keeps what the run's first build wrote (global-setup.ts), for its last build to write again. */
export function keepFirstBuild(dataDir: string, publicDir: string): void {
  writeFileSync(firstBuildFile(dataDir), JSON.stringify(writtenFiles(publicDir)));
}

/** What the run's first build wrote, as writtenFiles() has it. */
export function firstBuild(): Record<string, string> {
  return JSON.parse(readFileSync(firstBuildFile(runDataDir()), "utf8")) as Record<string, string>;
}
