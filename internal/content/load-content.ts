/**
 * Reads one content file for code that runs outside the build's check (gatsby-config.ts, the
 * artwork generator): checked against its schema with the build's messages, and typed by it.
 *
 * It checks the file's own document only. Image files and references to other files are checked
 * by validateContent, which the build runs first; the artwork generator must read site.yaml
 * before the images it draws exist.
 */
import { z } from "zod";
import { checkDocument } from "../../src/content/check-document";
import type { ContentFile } from "../../src/content/content-file";
import { formatProblems, type Problem } from "../../src/content/problems";
import { readContentYaml } from "./read-yaml";

/** Content that does not match its schema; the message lists every problem, as the build does. */
export class InvalidContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = "InvalidContentError";
  }
}

/** The value of `spec`'s file in `contentDir`, typed by the file's schema (`SiteContent` …). */
export function loadContentFile<S extends z.ZodType>(
  contentDir: string,
  spec: ContentFile & { readonly schema: S },
): z.output<S> {
  const read = readContentYaml(contentDir, spec);
  if ("problem" in read) throw new InvalidContentError([read.problem]);
  const { problems } = checkDocument(spec, read.value);
  if (problems.length > 0) throw new InvalidContentError(problems);
  const schema: S = spec.schema;
  return z.parse(schema, read.value);
}
