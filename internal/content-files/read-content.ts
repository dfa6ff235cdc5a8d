/**
 * Reads the content folder as the build sees it: each single file the content model declares, each
 * product file in its collection's folder, and every other YAML file, which the site would not use.
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { ContentSpec } from "../../src/content-model/content-file";
import { contentSpecs } from "../../src/content-model/content-files";
import { YAML_EXTENSION, type Document } from "../../src/content-model/document";
import { say } from "../../src/content-model/plain-words";
import type { Problem } from "../../src/content-model/problems";
import { suggest } from "../../src/content-model/suggest";
import { readContentYaml } from "./read-yaml";

export interface ReadContent {
  /** Every file that could be read, in the order of `specs`, a collection's files by name. */
  readonly documents: readonly Document[];
  /** Files missing, unreadable as YAML, or not used by the site. */
  readonly problems: readonly Problem[];
}

/** Every YAML file under `dir`, as paths relative to `root` with forward slashes, sorted. */
function yamlFilesUnder(root: string, dir = ""): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((entry) => {
      const relative = dir === "" ? entry.name : `${dir}/${entry.name}`;
      if (entry.isDirectory()) return yamlFilesUnder(root, relative);
      return YAML_EXTENSION.test(entry.name) ? [relative] : [];
    })
    .sort();
}

/** A YAML file no declaration claims: a renamed or misplaced file, or one in a mistyped folder. */
function unusedFile(file: string, specs: readonly ContentSpec[]): Problem {
  const files = specs.flatMap((spec) => (spec.shape === "folder" ? [] : [spec.file]));
  const folders = specs.flatMap((spec) => (spec.shape === "folder" ? [spec.folder] : []));
  const parts = file.split("/");
  const message =
    parts.length === 1
      ? say.unusedFile(suggest(file, files), files, folders)
      : folders.includes(parts[0])
        ? say.nestedProduct(parts[0])
        : say.unusedFolder(suggest(parts[0], folders), folders);
  return { file: `content/${file}`, where: [], message };
}

export function readContent(contentDir: string, specs: readonly ContentSpec[] = contentSpecs): ReadContent {
  const documents: Document[] = [];
  const problems: Problem[] = [];
  const found = new Set(yamlFilesUnder(contentDir));
  const read = (spec: ContentSpec, file: string) => {
    found.delete(file);
    const result = readContentYaml(contentDir, file);
    if ("problem" in result) problems.push(result.problem);
    else documents.push({ spec, file, value: result.value });
  };
  for (const spec of specs) {
    if (spec.shape !== "folder") {
      if (found.has(spec.file)) read(spec, spec.file);
      else problems.push({ file: `content/${spec.file}`, where: [], message: say.fileMissing(spec.about) });
      continue;
    }
    // A product's file sits right in its collection's folder; one in a folder below it is unused.
    const inFolder = [...found].filter(
      (file) => file.split("/").length === 2 && file.startsWith(`${spec.folder}/`),
    );
    for (const file of inFolder) read(spec, file);
  }
  problems.push(...[...found].map((file) => unusedFile(file, specs)));
  return { documents, problems };
}
