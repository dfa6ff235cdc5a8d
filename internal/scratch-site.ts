/**
 * A copy of the site in a folder of its own, built with Gatsby's own `gatsby build` into its own
 * public/: for the browser tests, which build the specification's content and catalogues of it,
 * and the benchmark, without touching the site's content/, .cache/ or public/. The copy shares the
 * site's installed packages (a link to node_modules/).
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_FOLDER } from "../src/content-model/words";
import { OUTPUT_FOLDER } from "./deploy/site-output";

const ROOT = path.resolve(__dirname, "..");

/** Gatsby's command line, as `npx gatsby` runs it. */
const GATSBY_CLI = require.resolve("gatsby/cli");

/**
 * What a build is made from, besides its content: every file of the site that git keeps or would
 * keep (not what it ignores: installed packages, what builds write), so that the copy compiles as
 * the site does whatever configuration file Gatsby, Babel or a plugin reads (.babelrc, say).
 */
export function siteSources(): string[] {
  const listed = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  return listed
    .split("\0")
    .filter(
      (file) => file !== "" && !file.startsWith(`${CONTENT_FOLDER}/`) && existsSync(path.join(ROOT, file)),
    );
}

/** What a kept copy's last build left, which its next build starts from. */
const KEPT = new Set(["node_modules", ".cache", OUTPUT_FOLDER]);

export type ScratchSite = ReturnType<typeof scratchSite>;

/**
 * `content`: the content to copy in, the site's content/ unless given. `root`: a folder to keep the
 * copy in (and its build's cache, for the next), a new temporary one unless given.
 */
export function scratchSite(prefix = "site-", options: { content?: string; root?: string } = {}) {
  const root = options.root ?? mkdtempSync(path.join(os.tmpdir(), prefix));
  const contentDir = path.join(root, CONTENT_FOLDER);
  mkdirSync(root, { recursive: true });
  // What a kept copy had that the site no longer has must go too.
  for (const entry of readdirSync(root))
    if (!KEPT.has(entry)) rmSync(path.join(root, entry), { recursive: true, force: true });
  // The timestamps too: a copy kept for the next run builds again from its cache what is unchanged.
  for (const file of siteSources())
    cpSync(path.join(ROOT, file), path.join(root, file), { preserveTimestamps: true });
  // Not the content's: gatsby-source-filesystem caches a file's hash by its mtime and inode, and a
  // folder made again reuses inodes, with mtimes that coarse clocks share between files, so a
  // picture could take another's hash, and its encoded files. Its hashes are computed again.
  cpSync(options.content ?? path.join(ROOT, CONTENT_FOLDER), contentDir, { recursive: true });
  if (!existsSync(path.join(root, "node_modules")))
    symlinkSync(path.join(ROOT, "node_modules"), path.join(root, "node_modules"), "dir");
  return {
    root,
    /** Its content/, to add, change or remove files in. */
    contentDir,
    /** Where its build writes the site. */
    publicDir: path.join(root, OUTPUT_FOLDER),
    /** `gatsby build` in the copy; throws with Gatsby's output if it fails. Returns the seconds it took. */
    build(env: NodeJS.ProcessEnv = {}): number {
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
