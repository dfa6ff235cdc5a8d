/** Reads a content file's YAML; a missing file or a syntax mistake becomes a problem, with its line. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import type { ContentFile } from "../../src/content/content-file";
import { say } from "../../src/content/plain-words";
import type { Problem } from "../../src/content/problems";

type ReadResult = { readonly value: unknown } | { readonly problem: Problem };

export function readContentYaml(contentDir: string, spec: ContentFile): ReadResult {
  const file = `content/${spec.file}`;
  const full = path.join(contentDir, spec.file);
  if (!existsSync(full)) return { problem: { file, where: [], message: say.fileMissing(spec.about) } };
  try {
    return { value: yaml.load(readFileSync(full, "utf8"), { filename: spec.file }) };
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    const line = error.mark ? `line ${error.mark.line + 1}` : "somewhere";
    return { problem: { file, where: [line], message: say.notYaml(error.reason) } };
  }
}
