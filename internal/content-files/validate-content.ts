/**
 * Checks everything in `content/` and explains every mistake at once: the files on disk (missing,
 * unreadable, unused, images) here, the documents against their schemas and each other in
 * src/content-model/.
 */
import { checkDocuments } from "../../src/content-model/check-documents";
import type { ContentSpec } from "../../src/content-model/content-file";
import { contentSpecs } from "../../src/content-model/content-files";
import type { Problem } from "../../src/content-model/problems";
import { imageChecker } from "./image-files";
import { readContent } from "./read-content";

/** Checks every content file in `contentDir` against `specs`; returns every problem found. */
export function validateContent(contentDir: string, specs: readonly ContentSpec[] = contentSpecs): Problem[] {
  const { documents, problems } = readContent(contentDir, specs);
  return [...problems, ...checkDocuments(documents, { checkImage: imageChecker(contentDir) })];
}
