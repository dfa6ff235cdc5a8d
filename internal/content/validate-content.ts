/**
 * Checks every file in `content/` and explains every mistake at once: the files on disk (missing,
 * unreadable, unknown, images) here, each document against its schema in src/content/.
 */
import { readdirSync } from "node:fs";
import { checkDocuments, type Document } from "../../src/content/check-content";
import type { ContentFile } from "../../src/content/content-file";
import { contentFiles } from "../../src/content/content-files";
import { say } from "../../src/content/plain-words";
import type { Problem } from "../../src/content/problems";
import { suggest } from "../../src/content/suggest";
import { imageChecker } from "./image-files";
import { readContentYaml } from "./read-yaml";

/** YAML files in the content folder that no content file declares (a renamed file, a typo). */
function unknownFiles(contentDir: string, specs: readonly ContentFile[]): Problem[] {
  const expected = specs.map((spec) => spec.file);
  return readdirSync(contentDir)
    .filter((name) => /\.ya?ml$/i.test(name) && !expected.includes(name))
    .map((name) => ({
      file: `content/${name}`,
      where: [],
      message: say.unusedFile(suggest(name, expected), expected),
    }));
}

/** Checks every content file in `contentDir` against `specs`; returns every problem found. */
export function validateContent(contentDir: string, specs: readonly ContentFile[] = contentFiles): Problem[] {
  const problems: Problem[] = [];
  const documents: Document[] = [];
  for (const spec of specs) {
    const read = readContentYaml(contentDir, spec);
    if ("problem" in read) problems.push(read.problem);
    else documents.push({ spec, value: read.value });
  }
  problems.push(...unknownFiles(contentDir, specs));
  problems.push(...checkDocuments(documents, { checkImage: imageChecker(contentDir) }));
  return problems;
}
