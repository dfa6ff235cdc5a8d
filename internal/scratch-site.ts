/**
 * A copy of the site in a folder of its own, built with Gatsby's own `gatsby build` into its own
 * public/: for the browser tests, which build the specification's content and catalogues of it,
 * and the benchmark, without touching the site's content/, .cache/ or public/. The copy shares the
 * site's installed packages (a link to node_modules/).
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_FOLDER } from "../src/content-model/words";
import { OUTPUT_FOLDER } from "./deploy/site-output";

const ROOT = path.resolve(__dirname, "..");

/** Gatsby's command line, as `npx gatsby` runs it. */
const GATSBY_CLI = require.resolve("gatsby/cli");

/** What a build is made from, besides its content; the copy holds these and its content. */
const SITE_SOURCES = [
  "src",
  "internal",
  "static",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "tsconfig.json",
  "package.json",
  ".parcelrc",
] as const;

export type ScratchSite = ReturnType<typeof scratchSite>;

/** `gatsby build` in `root`; throws with Gatsby's output if it fails. Returns the seconds it took. */
export function gatsbyBuild(root: string, env: NodeJS.ProcessEnv = {}): number {
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
}

/**
 * `content`: the content to copy in, the site's content/ unless given. `root`: a folder to keep the
 * copy in (and its build's cache, for the next), a new temporary one unless given.
 */
export function scratchSite(prefix = "site-", options: { content?: string; root?: string } = {}) {
  const root = options.root ?? mkdtempSync(path.join(os.tmpdir(), prefix));
  const contentDir = path.join(root, CONTENT_FOLDER);
  const copies = SITE_SOURCES.map((source) => [path.join(ROOT, source), path.join(root, source)]);
  copies.push([options.content ?? path.join(ROOT, CONTENT_FOLDER), contentDir]);
  for (const [from = "", to = ""] of copies) {
    // What a kept copy had that the site no longer has must go too.
    rmSync(to, { recursive: true, force: true });
    // The timestamps too: a copy kept for the next run builds again from its cache what is unchanged.
    // Not the content's: gatsby-source-filesystem caches a file's hash by its mtime and inode, and
    // a folder made again reuses inodes, with mtimes that coarse clocks share between files, so a
    // picture could take another's hash, and its encoded files. Its hashes are computed again.
    cpSync(from, to, {
      recursive: true,
      preserveTimestamps: to !== contentDir,
      // The generated types are written again by the copy's own build.
      filter: (file) => !file.endsWith("gatsby-types.d.ts"),
    });
  }
  if (!existsSync(path.join(root, "node_modules")))
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  return {
    root,
    /** Its content/, to add, change or remove files in. */
    contentDir,
    /** Where its build writes the site. */
    publicDir: path.join(root, OUTPUT_FOLDER),
    /** `gatsby build` in the copy; throws with Gatsby's output if it fails. Returns the seconds it took. */
    build: (env: NodeJS.ProcessEnv = {}) => gatsbyBuild(root, env),
    /** Writes a file into its content/, e.g. `apps/starlight-stories.yaml`. */
    writeContent(file: string, data: string | Buffer) {
      const target = path.join(contentDir, file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, data);
    },
    /** Removes the copy. */
    close() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}
