/**
 * The content folder as the build reads it: each single file the content model declares, each
 * product's file in its collection's folder, and any other YAML file, which the site would not use;
 * checked as the build checks them, and typed by their schemas.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { checkDocuments } from "../../src/content-model/check";
import { fileIn, productsIn } from "../../src/content-model/translations";
import { DEFAULT_LANGUAGE, type Language } from "../../src/lib/languages";
import {
  appsCollection,
  CONTENT,
  screenshotsFile,
  siteFile,
  webPlatformsCollection,
} from "../../src/content-model/content";
import { YAML_EXTENSION, type Document } from "../../src/content-model/declarations";
import { FORMAT_BYTES, hasName, isBuildablePicture } from "../../src/content-model/pictures";
import {
  CONTENT_FOLDER,
  formatProblems,
  say,
  shownFile,
  suggest,
  type Problem,
} from "../../src/content-model/words";

/** The node type of a content file as YAML reads it, a key per language. */
export const CONTENT_FILE_TYPE = "ContentFileYaml";

/** The folder editors work in: content/ of the folder a command runs in, the site's root for npm and Gatsby. */
export const CONTENT_DIR = path.resolve(process.cwd(), CONTENT_FOLDER);

/**
 * Every YAML file under `dir`, in linked folders too (Node's recursive listing follows symbolic
 * links), as paths relative to it with forward slashes, sorted.
 */
function yamlFilesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory() && YAML_EXTENSION.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
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
 * The declaration that claims the YAML file at `relativePath` in the content folder, if any: a
 * single file by its path, a product's file right in its collection's folder (one in a folder
 * below it is unused).
 */
export function specOf(relativePath: string) {
  const [first, ...rest] = relativePath.split("/");
  return CONTENT.find((spec) =>
    spec.shape === "folder" ? rest.length === 1 && first === spec.folder : relativePath === spec.file,
  );
}

/**
 * The GraphQL node type gatsby-transformer-yaml gives the YAML file at `relativePath` in the content
 * folder: one type for every content file, whose languages on-create-node.ts makes nodes of. A file
 * the site does not use gets a type nothing reads: the content check has refused it before.
 */
export const typeNameOf = (relativePath: string): string =>
  specOf(relativePath) ? CONTENT_FILE_TYPE : "UnusedContentYaml";

/** Every content file in `contentDir` that could be read, and the files missing, unreadable or unused. */
export function readContent(contentDir: string): { documents: Document[]; problems: Problem[] } {
  const documents: Document[] = [];
  const problems: Problem[] = [];
  const files = yamlFilesUnder(contentDir);
  for (const spec of CONTENT) {
    const claimed = files.filter((file) => specOf(file) === spec);
    if (spec.shape === "file" && claimed.length === 0)
      problems.push({ file: shownFile(spec.file), where: [], message: say.fileMissing(spec.about) });
    for (const file of claimed) {
      try {
        const value = yaml.load(readFileSync(path.join(contentDir, file), "utf8"), { filename: file });
        documents.push({ spec, file, value });
      } catch (error) {
        if (!(error instanceof yaml.YAMLException)) throw error;
        const line = error.mark ? `line ${error.mark.line + 1}` : "somewhere";
        problems.push({ file: shownFile(file), where: [line], message: say.notYaml(error.reason) });
      }
    }
  }
  problems.push(...files.filter((file) => specOf(file) === undefined).map(unusedFile));
  return { documents, problems };
}

/**
 * What is wrong with an image path relative to `contentDir`, if anything. An image path must name
 * a picture the site can use: inside the content folder, present, and really a PNG, JPEG, WebP or
 * AVIF file (by its first bytes, not its name).
 */
function imageProblem(contentDir: string, imagePath: string): string | undefined {
  const resolved = path.resolve(contentDir, imagePath);
  const inside = path.relative(contentDir, resolved);
  if (path.isAbsolute(imagePath) || inside.startsWith("..")) return say.imageOutside(imagePath);
  if (!existsSync(resolved) || !statSync(resolved).isFile()) {
    return say.imageMissing(imagePath, `${CONTENT_FOLDER}/${inside.split(path.sep).join("/")}`);
  }
  if (!isBuildablePicture(readFileSync(resolved).subarray(0, FORMAT_BYTES))) return say.notAnImage(imagePath);
  return hasName(imagePath) ? undefined : say.imageUnnamed(imagePath);
}

/** Every problem of the content in `contentDir`, images included: what the build refuses. */
export function validateContent(contentDir: string): Problem[] {
  const { documents, problems } = readContent(contentDir);
  const checkImage = (image: string) => imageProblem(contentDir, image);
  return [...problems, ...checkDocuments(documents, { checkImage })];
}

/** Content the build would refuse; the message lists every problem, as the build does. */
export class InvalidContentError extends Error {
  constructor(readonly problems: readonly Problem[]) {
    super(formatProblems(problems));
    this.name = "InvalidContentError";
  }
}

/**
 * The content of `contentDir` in `language`, checked as the build checks it (image files aside)
 * and typed: the products that have content in the language, each whole (translations.ts).
 */
export function loadContent(contentDir: string, language: Language = DEFAULT_LANGUAGE) {
  const { documents, problems } = readContent(contentDir);
  const all = [...problems, ...checkDocuments(documents)];
  if (all.length > 0) throw new InvalidContentError(all);
  return {
    site: fileIn(documents, siteFile, language),
    screenshots: fileIn(documents, screenshotsFile, language),
    apps: productsIn(documents, appsCollection, language),
    webPlatforms: productsIn(documents, webPlatformsCollection, language),
  };
}

export type Content = ReturnType<typeof loadContent>;
