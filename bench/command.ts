/** What every benchmark command does around its measurements. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import prettier from "prettier";

export const ROOT = path.resolve(__dirname, "..");

/**
 * Runs `body` with a temporary folder, removed however it ends; outside the repository, where
 * ESLint and Prettier would read a copied site's JavaScript. A failure is printed and exits 1.
 */
export function command(body: (workDir: string) => Promise<void>): void {
  mkdtemp(path.join(os.tmpdir(), "bench-"))
    .then((workDir) => body(workDir).finally(() => rm(workDir, { recursive: true, force: true })))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}

export async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Puts `text` between the `<!-- name:start -->` and `<!-- name:end -->` lines of a Markdown file,
 * formatted as `npm run format` would, so that the format check stays green.
 */
export async function writeSection(file: string, name: string, text: string): Promise<void> {
  const doc = await readFile(file, "utf8");
  const [start, end] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`];
  const [from, to] = [doc.indexOf(start), doc.indexOf(end)];
  if (from < 0 || to < from) throw new Error(`${file} has no ${start} … ${end} section`);
  const updated = `${doc.slice(0, from)}${start}\n${text}\n${doc.slice(to)}`;
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  await writeFile(file, await prettier.format(updated, options));
}
