/**
 * A copy of the site in a temporary folder, built with Gatsby's own `gatsby build` into its own
 * public/: for the browser tests that add or remove products as files and the benchmark that
 * builds catalogues of many, without touching the site's content/, .cache/ or public/. The copy
 * shares the site's installed packages (a link to node_modules/).
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { OUTPUT_FOLDER } from "./deploy/site-output";

const ROOT = path.resolve(__dirname, "..");

/** Gatsby's command line, as `npx gatsby` runs it. */
export const GATSBY_CLI = require.resolve("gatsby/cli");

/** What a build is made from; the copy holds these and nothing else. */
export const SITE_SOURCES = [
  "src",
  "internal",
  "content",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
] as const;

export interface ScratchSite {
  readonly root: string;
  /** Its content/, to add, change or remove files in. */
  readonly contentDir: string;
  /** Where its build writes the site. */
  readonly publicDir: string;
  /** `gatsby build` in the copy; throws with Gatsby's output if it fails. Returns the seconds it took. */
  build(env?: NodeJS.ProcessEnv): number;
  /** Writes a file into its content/, e.g. `apps/starlight-stories.yaml`. */
  writeContent(file: string, data: string | Buffer): void;
  /** Removes the copy. */
  close(): void;
}

export function scratchSite(prefix = "site-"): ScratchSite {
  const root = mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const source of SITE_SOURCES) {
    cpSync(path.join(ROOT, source), path.join(root, source), {
      recursive: true,
      // The generated types are written again by the copy's own build.
      filter: (from) => !from.endsWith("gatsby-types.d.ts"),
    });
  }
  symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  return {
    root,
    contentDir: path.join(root, "content"),
    publicDir: path.join(root, OUTPUT_FOLDER),
    build(env = {}) {
      const start = Date.now();
      const result = spawnSync(process.execPath, [GATSBY_CLI, "build"], {
        cwd: root,
        env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      if (result.status !== 0)
        throw new Error(`gatsby build failed in ${root}:\n${result.stdout}\n${result.stderr}`.slice(-8000));
      return (Date.now() - start) / 1000;
    },
    writeContent(file, data) {
      const target = path.join(root, "content", file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data);
    },
    close() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
