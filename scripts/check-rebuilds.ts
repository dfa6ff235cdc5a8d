/**
 * `npm run test:rebuilds`, part of `npm test` after its first build: builds go on working after
 * the first. Netlify restores the last build's `.cache` and `public/` before each build, and a
 * developer rebuilds in place, so this builds again where `npm run build` built:
 *
 * 1. a second build in a row must write exactly the same bytes;
 * 2. a build after an editor changes a text must show the new text, with headers that still fit
 *    the pages (internal/deploy/check-output.ts);
 * 3. with the text changed back, a build must write exactly the first build's bytes again.
 *
 * The content file is always restored, even if a build fails.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { CONTENT_DIR } from "../internal/content-files/content-folder";
import { checkOutput } from "../internal/deploy/check-output";
import { HEADERS_FILE, OUTPUT_FOLDER } from "../internal/deploy/site-output";
import { siteFile } from "../src/content-model/content";

const ROOT = path.resolve(__dirname, "..");
const PUBLIC = path.join(ROOT, OUTPUT_FOLDER);
const SITE_FILE = path.join(CONTENT_DIR, siteFile.file);

type Node = DefaultTreeAdapterMap["node"];

interface Written {
  readonly hash: string;
  /** The text of a page or a header file, to show where a rebuild wrote something else. */
  readonly text?: string;
}

const isKeptAsText = (file: string): boolean => file.endsWith(".html") || file === HEADERS_FILE;

/** Every file under `dir` with the SHA-256 of its bytes. */
function snapshot(dir: string, prefix = ""): Map<string, Written> {
  const files = new Map<string, Written>();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = `${prefix}${entry.name}`;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) snapshot(full, `${relative}/`).forEach((file, name) => files.set(name, file));
    else {
      const bytes = readFileSync(full);
      const hash = createHash("sha256").update(bytes).digest("hex");
      files.set(relative, isKeptAsText(relative) ? { hash, text: bytes.toString("utf8") } : { hash });
    }
  }
  return files;
}

/** Where two texts part, with some of each from there. */
function firstDifference(before: string, after: string): string {
  let at = 0;
  while (at < before.length && before[at] === after[at]) at += 1;
  const excerpt = (text: string) => JSON.stringify(text.slice(Math.max(0, at - 40), at + 80));
  return ` at character ${at}:\n      was ${excerpt(before)}\n      now ${excerpt(after)}`;
}

function differences(before: Map<string, Written>, after: Map<string, Written>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].sort().flatMap((name) => {
    const was = before.get(name);
    const now = after.get(name);
    if (was?.hash === now?.hash) return [];
    if (!now) return [`${name} is gone`];
    if (!was) return [`${name} is new`];
    const where = was.text !== undefined && now.text !== undefined ? firstDifference(was.text, now.text) : "";
    return [`${name} changed${where}`];
  });
}

function build(reason: string): void {
  console.log(`\n▶ ${reason}: gatsby build`);
  const started = Date.now();
  const result = spawnSync(process.execPath, [require.resolve("gatsby/cli"), "build"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`${reason}: the build failed (exit ${result.status}).`);
  console.log(`  built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function textOf(node: Node): string {
  if ("value" in node && node.nodeName === "#text") return node.value;
  return "childNodes" in node ? node.childNodes.map(textOf).join("") : "";
}

function headingsOf(html: string, tag: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node && node.tagName === tag) found.push(textOf(node).trim());
    if ("childNodes" in node) node.childNodes.forEach(visit);
  };
  visit(parse(html));
  return found;
}

function fail(problems: readonly string[], what: string): never {
  throw new Error(`${what}:\n${problems.map((problem) => `  • ${problem}`).join("\n")}`);
}

async function main(): Promise<void> {
  const first = snapshot(PUBLIC);

  build("A second build in a row");
  const second = differences(first, snapshot(PUBLIC));
  if (second.length > 0) fail(second, "A second build in a row wrote different files");
  console.log("  ✓ the same bytes as the first build");

  const original = readFileSync(SITE_FILE, "utf8");
  const heading = `Rebuilt after an edit at ${new Date().toISOString()}`;
  try {
    const site = yaml.load(original) as { hero: { heading: string } };
    site.hero.heading = heading;
    writeFileSync(SITE_FILE, yaml.dump(site, { lineWidth: 100 }));
    build("A build after an editor changes the hero's heading");
    const shown = headingsOf(readFileSync(path.join(PUBLIC, "index.html"), "utf8"), "h1");
    if (!shown.includes(heading))
      fail([`the home page's h1 is ${JSON.stringify(shown)}`], "The edit is not on the page");
    const problems = await checkOutput(PUBLIC);
    if (problems.length > 0) fail(problems, "After the edit, the output is not what Netlify should serve");
    console.log("  ✓ the new heading is on the home page; headers and policies fit every page");
  } finally {
    writeFileSync(SITE_FILE, original);
  }

  build("A build with the heading changed back");
  const restored = differences(first, snapshot(PUBLIC));
  if (restored.length > 0) fail(restored, "Changed back, the build did not write the first build's files");
  console.log("  ✓ the first build's bytes again");
}

main().catch((error: unknown) => {
  console.error(`\n✗ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
