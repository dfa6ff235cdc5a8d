import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import prettier from "prettier";

const ROOT = path.resolve(__dirname, "..");

/**
 * Puts `text` between the `<!-- name:start -->` and `<!-- name:end -->` lines of a Markdown file,
 * formatted as `npm run format` would, so the format check in `npm test` stays green.
 */
export async function writeSection(file: string, name: string, text: string): Promise<void> {
  const doc = await readFile(file, "utf8");
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = doc.indexOf(start);
  const to = doc.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${path.relative(ROOT, file)} has no ${start} … ${end} section`);
  const updated = `${doc.slice(0, from)}${start}\n${text}\n${doc.slice(to)}`;
  const options = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(updated, { ...options, filepath: file }));
}
