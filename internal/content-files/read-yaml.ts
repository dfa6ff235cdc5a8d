/** Reads a content file's YAML; a syntax mistake becomes a problem, with its line. */
import { readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { say } from "../../src/content-model/plain-words";
import type { Problem } from "../../src/content-model/problems";

export type ReadResult = { readonly value: unknown } | { readonly problem: Problem };

/** The value of `file` (a path inside `contentDir`, e.g. `apps/baby-lullabies.yaml`). */
export function readContentYaml(contentDir: string, file: string): ReadResult {
  try {
    return { value: yaml.load(readFileSync(path.join(contentDir, file), "utf8"), { filename: file }) };
  } catch (error) {
    if (!(error instanceof yaml.YAMLException)) throw error;
    const line = error.mark ? `line ${error.mark.line + 1}` : "somewhere";
    return { problem: { file: `content/${file}`, where: [line], message: say.notYaml(error.reason) } };
  }
}
