/**
 * The content as the tests and the benchmark compare the built site with it, read and checked as
 * the build reads it. The specification's site is its frozen copy
 * (fixtures/content/), which editors never change; tests of the build's following the content read
 * content/ and hold for any catalogue.
 */
import path from "node:path";
import { DEFAULT_LANGUAGE, type Language } from "../../src/lib/languages";
import { CONTENT_DIR, loadContent, type Content } from "./content-folder";

/** A copy of the specification's content as it was written, pictures and all: it never changes. */
export const SPECIFICATION_CONTENT_DIR = path.resolve(__dirname, "fixtures/content");

const read = new Map<string, Content>();

/** Every content file in `dir` (content/ unless given) in `language`, read once per process. */
export function currentContent(dir: string = CONTENT_DIR, language: Language = DEFAULT_LANGUAGE): Content {
  const content = read.get(`${language} ${dir}`) ?? loadContent(dir, language);
  read.set(`${language} ${dir}`, content);
  return content;
}

/** The file name (slug) of the specification's app. */
export const SPECIFICATION_APP = "baby-lullabies";
