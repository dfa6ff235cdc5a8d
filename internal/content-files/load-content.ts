/**
 * Reads content for code that runs outside the build's check (gatsby-config.ts, the artwork
 * generator, the tests): checked against its schema with the build's messages, and typed by it.
 *
 * `loadContentFile` checks one file's own document only: image files and references to other files
 * are checked by validateContent, which the build runs first; the artwork generator must read
 * site.yaml before the images it draws exist.
 */
import { z } from "zod";
import { checkDocument } from "../../src/content-model/check-document";
import { checkDocuments } from "../../src/content-model/check-documents";
import type { Collection, SingleFile } from "../../src/content-model/content-file";
import { productSlug, type Document } from "../../src/content-model/document";
import { formatProblems, type Problem } from "../../src/content-model/problems";
import { readContent } from "./read-content";
import { readContentYaml } from "./read-yaml";

/** Content that does not match its schema; the message lists every problem, as the build does. */
export class InvalidContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = "InvalidContentError";
  }
}

/** The value of a single file in `contentDir` (`site.yaml` …), typed by its schema. */
export function loadContentFile<S extends z.ZodType>(
  contentDir: string,
  spec: SingleFile & { readonly schema: S },
): z.output<S> {
  const read = readContentYaml(contentDir, spec.file);
  if ("problem" in read) throw new InvalidContentError([read.problem]);
  const { problems } = checkDocument({ spec, file: spec.file, value: read.value });
  if (problems.length > 0) throw new InvalidContentError(problems);
  return z.parse(spec.schema, read.value);
}

/** A product as read from its file: its slug (the file's name) and its content. */
export interface Product<T> {
  readonly slug: string;
  /** Its path inside the content folder, e.g. `apps/baby-lullabies.yaml`. */
  readonly file: string;
  readonly content: T;
}

/**
 * Every document in `contentDir`, checked together as the build checks them (image files
 * excepted); throws with every problem if any.
 */
export function loadDocuments(contentDir: string): readonly Document[] {
  const { documents, problems } = readContent(contentDir);
  const all = [...problems, ...checkDocuments(documents)];
  if (all.length > 0) throw new InvalidContentError(all);
  return documents;
}

/** The products of `collection` among `documents`, each parsed by the collection's schema. */
export function productsOf<S extends z.ZodType>(
  documents: readonly Document[],
  collection: Collection & { readonly schema: S },
): Array<Product<z.output<S>>> {
  return documents
    .filter((document) => document.spec === collection)
    .map(({ file, value }) => ({
      slug: productSlug(file),
      file,
      content: z.parse(collection.schema, value),
    }));
}
