/**
 * The content folder as the build reads it: each single file the content model declares, each
 * product's file in its collection's folder, and any other YAML file, which the site would not use;
 * checked as the build checks them, and typed by their schemas.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { z } from "zod";
import { checkDocuments } from "../../src/content-model/check";
import {
  appsCollection,
  CONTENT,
  screenshotsFile,
  siteFile,
  webPlatformsCollection,
} from "../../src/content-model/content";
import {
  productSlug,
  YAML_EXTENSION,
  type Collection,
  type Document,
  type SingleFile,
} from "../../src/content-model/declarations";
import {
  CONTENT_FOLDER,
  formatProblems,
  say,
  shownFile,
  suggest,
  type Problem,
} from "../../src/content-model/words";
import { imageChecker } from "./image-files";

/** The folder editors work in: content/ of the folder a command runs in, the site's root for npm and Gatsby. */
export const CONTENT_DIR = path.resolve(process.cwd(), CONTENT_FOLDER);

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
function unusedFile(file: string): Problem {
  const files = CONTENT.flatMap((spec) => (spec.shape === "file" ? [spec.file] : []));
  const folders = CONTENT.flatMap((spec) => (spec.shape === "folder" ? [spec.folder] : []));
  const [first = "", ...rest] = file.split("/");
  const message =
    rest.length === 0
      ? say.unusedFile(suggest(file, files), files, folders)
      : folders.includes(first)
        ? say.nestedProduct(first)
        : say.unusedFolder(suggest(first, folders), folders);
  return { file: shownFile(file), where: [], message };
}

/**
 * The GraphQL node type of the YAML file at `relativePath` in the content folder: its declaration's
 * (a list file's own, whose entries on-create-node.ts makes nodes of). A file the site does not use
 * gets a type no query reads: the content check has refused it before nodes are made.
 */
export function typeNameOf(relativePath: string): string {
  const [first, ...rest] = relativePath.split("/");
  const spec = CONTENT.find((candidate) =>
    candidate.shape === "folder"
      ? rest.length === 1 && first === candidate.folder
      : relativePath === candidate.file,
  );
  return spec?.typeName ?? "UnusedContentYaml";
}

/** Every content file in `contentDir` that could be read, and the files missing, unreadable or unused. */
export function readContent(contentDir: string): { documents: Document[]; problems: Problem[] } {
  const documents: Document[] = [];
  const problems: Problem[] = [];
  const found = new Set(yamlFilesUnder(contentDir));
  const read = (spec: Document["spec"], file: string) => {
    found.delete(file);
    try {
      const value = yaml.load(readFileSync(path.join(contentDir, file), "utf8"), { filename: file });
      documents.push({ spec, file, value });
    } catch (error) {
      if (!(error instanceof yaml.YAMLException)) throw error;
      const line = error.mark ? `line ${error.mark.line + 1}` : "somewhere";
      problems.push({ file: shownFile(file), where: [line], message: say.notYaml(error.reason) });
    }
  };
  for (const spec of CONTENT) {
    if (spec.shape === "file") {
      if (found.has(spec.file)) read(spec, spec.file);
      else problems.push({ file: shownFile(spec.file), where: [], message: say.fileMissing(spec.about) });
    } else {
      // A product's file sits right in its collection's folder; one in a folder below it is unused.
      for (const file of [...found].filter(
        (f) => f.split("/").length === 2 && f.startsWith(`${spec.folder}/`),
      ))
        read(spec, file);
    }
  }
  problems.push(...[...found].map(unusedFile));
  return { documents, problems };
}

/** Every problem of the content in `contentDir`, images included: what the build refuses. */
export function validateContent(contentDir: string): Problem[] {
  const { documents, problems } = readContent(contentDir);
  return [...problems, ...checkDocuments(documents, { checkImage: imageChecker(contentDir) })];
}

/** Content the build would refuse; the message lists every problem, as the build does. */
export class InvalidContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = "InvalidContentError";
  }
}

/** A product as read from its file: its slug (the file's name) and its content. */
export interface Product<T> {
  readonly slug: string;
  readonly file: string;
  readonly content: T;
}

/** The content of `contentDir`, checked as the build checks it (image files aside) and typed. */
export function loadContent(contentDir: string) {
  const { documents, problems } = readContent(contentDir);
  const all = [...problems, ...checkDocuments(documents)];
  if (all.length > 0) throw new InvalidContentError(all);
  const single = <S extends z.ZodType>(spec: SingleFile<S>) =>
    z.parse(spec.schema, documents.find((document) => document.spec.schema === spec.schema)?.value);
  const products = <S extends z.ZodType>(spec: Collection<S>): Array<Product<z.output<S>>> =>
    documents
      .filter((document) => document.spec === spec)
      .map(({ file, value }) => ({ slug: productSlug(file), file, content: z.parse(spec.schema, value) }));
  return {
    site: single(siteFile),
    screenshots: single(screenshotsFile),
    apps: products(appsCollection),
    webPlatforms: products(webPlatformsCollection),
  };
}

export type Content = ReturnType<typeof loadContent>;
