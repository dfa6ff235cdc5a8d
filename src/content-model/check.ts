/**
 * Checks content files' parsed values against their schemas and each other, and puts every
 * problem in plain words: which file and field, what was found, what is expected. zod says what is
 * wrong with a value (fields.ts); this adds what one file can only know from the others (the keys
 * other files refer to, page addresses used twice or one inside another, two products of one name
 * or one file name) and the image files the build reads. Browser-safe: the build checks the files
 * on disk with it, the content editor the values being edited, in the same words.
 */
import type { z } from "zod";
import { ALL_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, type Language } from "../lib/languages";
import { CONTENT } from "./content";
import { productSlug, type ContentSpec, type Document } from "./declarations";
import { isGroup, SLUG } from "./fields";
import { fieldAt, fieldsIn, jsonSchemaOf, type JsonField } from "./json-schema";
import { contentIn, languagesIn, strayKeys } from "./translations";
import { expectation, say, shownFile, suggest, type Problem } from "./words";

export interface CheckOptions {
  /** What is wrong with an image file, if anything: the build looks at the files on disk. */
  readonly checkImage?: (imagePath: string) => string | undefined;
}

type Path = readonly PropertyKey[];

/** What the file after it needs to know: the keys of the list files, the page addresses so far. */
interface Context extends CheckOptions {
  readonly language: Language;
  readonly keys: ReadonlyMap<string, ReadonlySet<string>>;
  readonly pagePaths: Map<string, string>;
}

/** Field names and list positions as an editor reads them: `item 3`, `entry 2 (nature-sounds)`. */
function whereOf(spec: ContentSpec, document: unknown, path: Path): string[] {
  return path.map((segment, depth) => {
    if (typeof segment !== "number") return String(segment);
    if (spec.shape !== "file" || depth !== 1 || path[0] !== spec.entries?.field) return `item ${segment + 1}`;
    // A list file's entry is named by its key too: `entry 2 (nature-sounds)`.
    const entries = isGroup(document) ? document[spec.entries.field] : undefined;
    const entry: unknown = Array.isArray(entries) ? entries[segment] : undefined;
    const key = isGroup(entry) ? entry[spec.entries.key] : undefined;
    return typeof key === "string" ? `entry ${segment + 1} (${key})` : `entry ${segment + 1}`;
  });
}

/** zod's issues as problems found: each unknown field on its own, with the name likely meant. */
function fromIssues(spec: ContentSpec, root: JsonField, issues: readonly z.core.$ZodIssue[]) {
  return issues.flatMap((issue) => {
    if (issue.code !== "unrecognized_keys") return [{ path: issue.path, message: issue.message }];
    const names = Object.keys(fieldAt(root, issue.path)?.properties ?? {});
    const onlyEntries = spec.shape === "file" && spec.entries && issue.path.length === 0;
    const otherwise = onlyEntries ? say.onlyField(names.join(", ")) : say.fieldsAllowed(names);
    return issue.keys.map((key) => ({
      path: [...issue.path, key],
      message: say.unknownField(key, suggest(key, names), otherwise),
    }));
  });
}

/** Whether one page address is inside the other (`/a/b` and `/a`): the host could serve either. */
const isNested = (one: string, other: string): boolean =>
  one.startsWith(`${other}/`) || other.startsWith(`${one}/`);

/** What zod cannot see in one file: references, page addresses and image files. */
function* crossChecks(document: Document, root: JsonField, context: Context, flagged: ReadonlySet<string>) {
  const file = shownFile(document.file);
  for (const [field, value, path, empty] of fieldsIn(root, document.value)) {
    if (empty || typeof value !== "string" || flagged.has(JSON.stringify(path))) continue;
    const known = field.references && context.keys.get(field.references.file);
    if (field.references && known && !known.has(value)) {
      const { file: target, key } = field.references;
      const options = [...known];
      yield { path, message: say.unknownKey(value, key, target, suggest(value, options), options) };
    } else if (field.pagePath && languageOfPath(value) !== context.language) {
      const { name, folder } = LANGUAGES[context.language];
      const message = folder ? say.pagePathLanguage(value, name, folder) : say.pagePathOtherLanguage(value);
      yield { path, message };
    } else if (field.pagePath) {
      const elsewhere = context.pagePaths.get(value);
      const around = [...context.pagePaths].find(([other]) => isNested(value, other));
      const where = whereOf(document.spec, document.value, path);
      if (elsewhere !== undefined) yield { path, message: say.pagePathTaken(value, elsewhere) };
      else if (around) yield { path, message: say.pagePathNested(value, ...around) };
      else context.pagePaths.set(value, [file, ...where, ...languageTag(context.language)].join(" › "));
    } else if (field.widget === "image" && context.checkImage && context.language === DEFAULT_LANGUAGE) {
      const message = context.checkImage(value);
      if (message !== undefined) yield { path, message };
    }
  }
}

/** The place of each step of `path` among the fields the schema declares: unknown fields first. */
function orderOf(root: JsonField, path: Path): number[] {
  return path.map((segment, depth) =>
    typeof segment === "number"
      ? segment
      : Object.keys(fieldAt(root, path.slice(0, depth))?.properties ?? {}).indexOf(String(segment)),
  );
}

function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * Every problem of one file in one language, in the order of its fields; a field's own before its
 * items'. A problem found twice (by zod and again by a check of its own) is said once by
 * checkDocuments.
 */
function checkDocument(document: Document & ReturnType<typeof contentIn>, context: Context): Problem[] {
  const root = jsonSchemaOf(document.spec.schema);
  const { givenOnce, unmatched } = document;
  const result = document.spec.schema.safeParse(document.value);
  // An item that translates no English one is said so, not what it lacks of an English one.
  const within = (path: Path) =>
    unmatched.some((key) => key.slice(0, -1).every((step, depth) => path[depth] === step));
  const issues = (result.success ? [] : result.error.issues).filter((issue) => !within(issue.path));
  const flagged = new Set(issues.map((issue) => JSON.stringify(issue.path)));
  const found = [
    ...fromIssues(document.spec, root, issues),
    ...crossChecks(document, root, context, flagged),
    ...givenOnce.map((path) => ({ path, message: say.givenOnce() })),
    ...unmatched.map((path) => ({ path, message: say.noEnglishItem(String(path.at(-1))) })),
  ];
  return found
    .sort((a, b) => compareOrder(orderOf(root, a.path), orderOf(root, b.path)))
    .map(({ path, message }) => ({
      file: shownFile(document.file),
      where: whereOf(document.spec, document.value, path),
      message,
    }));
}

/** Puts the keys a list file's entries are named by in `keys`; returns the problems of keys used twice. */
function entryKeys({ spec, value }: Document, keys: Map<string, ReadonlySet<string>>): Problem[] {
  const entries =
    spec.shape === "file" && spec.entries && isGroup(value) ? value[spec.entries.field] : undefined;
  if (spec.shape !== "file" || !spec.entries || !Array.isArray(entries)) return [];
  const { field, key } = spec.entries;
  const names = entries.map((entry: unknown) => (isGroup(entry) ? entry[key] : undefined));
  keys.set(spec.file, new Set(names.filter((name) => typeof name === "string")));
  return names.flatMap((name, index) => {
    if (typeof name !== "string" || names.indexOf(name) === index) return [];
    const where = whereOf(spec, value, [field, index, key]);
    return [{ file: shownFile(spec.file), where, message: say.duplicateKey(name, key) }];
  });
}

/** The slug a name would give a file in the form SLUG asks for: `Starlight Stories` → `starlight-stories`. */
export const asProductSlug = (name: string): string =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

/**
 * The products' files: each named in the form that can name a product, and each name different
 * from every other product's, whatever its kind (a slug also identifies its card on the home
 * page); two products' names likewise, ignoring case. Of two that clash, the one not saved yet
 * (in the editor) is refused, else the later.
 */
function productProblems(documents: readonly Document[]): Problem[] {
  const problems: Problem[] = [];
  const slugs = new Map<string, string>();
  const names = new Map<string, string>();
  const products = [...documents.filter((d) => !d.unsaved), ...documents.filter((d) => d.unsaved)];
  for (const { spec, file, value, unsaved } of products) {
    if (spec.shape !== "folder") continue;
    const slug = productSlug(file);
    const base = file.split("/").pop() ?? file;
    const at = (message: string, where: string[] = []) =>
      problems.push({ file: shownFile(file), where, message });
    const slugTaken = slugs.get(slug);
    if (!SLUG.test(slug) || !base.endsWith(".yaml"))
      at(
        unsaved
          ? say.newProductFileName(base, spec.itemLabel)
          : say.productFileName(base, spec.itemLabel, `${asProductSlug(slug) || spec.itemLabel}.yaml`),
      );
    else if (slugTaken !== undefined)
      at(unsaved ? say.newProductSlugTaken(slug, slugTaken) : say.productSlugTaken(slug, slugTaken));
    else slugs.set(slug, shownFile(file));
    const name = isGroup(value) && typeof value.name === "string" ? value.name.trim() : "";
    if (name === "") continue;
    const taken = names.get(name.toLowerCase());
    if (taken === undefined) names.set(name.toLowerCase(), shownFile(file));
    else at(say.productNameTaken(name, taken), ["name"]);
  }
  return problems;
}

/** How a problem of a language's part names the language: not at all for the default one. */
const languageTag = (language: Language): string[] => (language === DEFAULT_LANGUAGE ? [] : [language]);

/** A file's top, one key per language: refused when it is not, and a site-wide file missing a language. */
function languageProblems({ spec, file, value }: Document): Problem[] {
  const at = (message: string, where: string[] = []) => ({ file: shownFile(file), where, message });
  if (!isGroup(value)) return [at(say.found(value, expectation.group(ALL_LANGUAGES)))];
  const given = languagesIn(value);
  // A product may leave a language empty (`es: {}`), not out: the content editor needs the key.
  const needed = spec.shape === "file" ? ALL_LANGUAGES : [DEFAULT_LANGUAGE];
  return [
    ...strayKeys(value).map((key) =>
      at(say.unknownField(key, suggest(key, ALL_LANGUAGES), say.fieldsAllowed(ALL_LANGUAGES)), [key]),
    ),
    ...ALL_LANGUAGES.flatMap((language) =>
      needed.includes(language) && !given.includes(language)
        ? [at(say.languageMissing(LANGUAGES[language].name), [language])]
        : isGroup(value[language])
          ? []
          : [at(say.languageKeyMissing(LANGUAGES[language].name, language), [language])],
    ),
  ];
}

/** The products (their files) that have no content in some language, with those languages. */
export function untranslatedProducts(documents: readonly Document[]) {
  return documents
    .filter((document) => document.spec.shape === "folder")
    .map(({ file, value }) => ({
      file: shownFile(file),
      missing: ALL_LANGUAGES.filter((l) => !languagesIn(value).includes(l)),
    }))
    .filter(({ missing }) => missing.length > 0);
}

/**
 * Every problem of the given files, in the order the build checks them: each file's languages,
 * then in each language (English first) the keys used twice in list files (other files refer to
 * their entries), products' file names and names, then each file. A language's part is checked
 * whole, with what English gives once; a problem of the English part is said once, for English.
 */
export function checkDocuments(documents: readonly Document[], options: CheckOptions = {}): Problem[] {
  const ordered = CONTENT.flatMap((spec) => documents.filter((document) => document.spec === spec));
  const problems = ordered.flatMap(languageProblems);
  const said = new Set<string>();
  const pagePaths = new Map<string, string>();
  for (const language of ALL_LANGUAGES) {
    const inLanguage = ordered
      .filter((document) => languagesIn(document.value).includes(language))
      .map((document) => ({
        ...document,
        ...contentIn(jsonSchemaOf(document.spec.schema), document.value, language),
      }));
    const keys = new Map<string, ReadonlySet<string>>();
    const context: Context = { ...options, language, keys, pagePaths };
    const found = [
      ...inLanguage.flatMap((document) => entryKeys(document, keys)),
      ...productProblems(inLanguage),
      ...inLanguage.flatMap((document) => checkDocument(document, context)),
    ];
    for (const problem of found) {
      const key = JSON.stringify(problem);
      if (said.has(key)) continue;
      said.add(key);
      problems.push({ ...problem, where: [...problem.where, ...languageTag(language)] });
    }
  }
  return problems;
}
