/**
 * Checks the content files together: what one file can only know from the others (the keys other
 * files refer to, page addresses used twice or one inside another, two products with one name or
 * one file name). Pure and browser-safe, like check-document.ts: the build checks the files on
 * disk with it, the content editor the values being edited beside the saved ones.
 */
import { checkDocument, entryName, isGroup, type CheckContext } from "./check-document";
import type { ListFile } from "./content-file";
import { fileShownAs, productSlug, type Document } from "./document";
import { SLUG } from "./fields";
import { say } from "./plain-words";
import type { Problem } from "./problems";

export type { Document } from "./document";

export interface EntryKeys {
  /** The keys of the entries, if the file holds a list of entries at all. */
  readonly keys?: ReadonlySet<string>;
  /** Keys used by more than one entry. */
  readonly problems: readonly Problem[];
}

/** The keys a list file's entries are named by, each of which must be different. */
export function entryKeys(spec: ListFile, document: unknown): EntryKeys {
  const entries = isGroup(document) ? document[spec.entries] : undefined;
  if (!Array.isArray(entries)) return { problems: [] };
  const keys = new Set<string>();
  const problems: Problem[] = [];
  entries.forEach((entry: unknown, index) => {
    const key = isGroup(entry) ? entry[spec.key] : undefined;
    if (typeof key !== "string") return;
    if (keys.has(key)) {
      problems.push({
        file: `content/${spec.file}`,
        where: [spec.entries, entryName(spec, entry, index), spec.key],
        message: say.duplicateKey(key, spec.key),
      });
    }
    keys.add(key);
  });
  return { keys, problems };
}

/** The slug a file would have in the form SLUG asks for, e.g. `Starlight Stories` → `starlight-stories`. */
export function asProductSlug(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** `documents`, saved ones first: of two products that clash, the one not saved yet is refused. */
const savedFirst = (documents: readonly Document[]): Document[] => [
  ...documents.filter((document) => !document.unsaved),
  ...documents.filter((document) => document.unsaved),
];

/**
 * The products' slugs, their file names: each in the form that can name a product, and each
 * different from every other product's, whatever its kind (a slug also identifies its card on the
 * home page).
 */
function productSlugProblems(documents: readonly Document[]): Problem[] {
  const problems: Problem[] = [];
  const taken = new Map<string, string>();
  for (const { spec, file, shownAs, unsaved } of savedFirst(documents)) {
    // A saved product whose file name the editor does not know cannot be checked by it.
    if (spec.shape !== "folder" || shownAs !== undefined) continue;
    const name = productSlug(file);
    const base = file.split("/").pop() ?? file;
    if (!SLUG.test(name) || !base.endsWith(".yaml")) {
      const suggestion = `${asProductSlug(name) || spec.itemLabel}.yaml`;
      problems.push({
        file: `content/${file}`,
        where: [],
        message: unsaved
          ? say.newProductFileName(base, spec.itemLabel)
          : say.productFileName(base, spec.itemLabel, suggestion),
      });
      continue;
    }
    const elsewhere = taken.get(name);
    if (elsewhere !== undefined) {
      const message = unsaved
        ? say.newProductSlugTaken(name, elsewhere)
        : say.productSlugTaken(name, elsewhere);
      problems.push({ file: `content/${file}`, where: [], message });
    } else taken.set(name, `content/${file}`);
  }
  return problems;
}

/** The field that names a product, in every collection: its card's title and its entry's in the editor. */
const PRODUCT_NAME = "name";

/** Two products of one name, of either kind, ignoring case and spaces around it: the later is refused. */
function productNameProblems(documents: readonly Document[]): Problem[] {
  const problems: Problem[] = [];
  const taken = new Map<string, string>();
  for (const document of savedFirst(documents)) {
    const name = isGroup(document.value) ? document.value[PRODUCT_NAME] : undefined;
    if (document.spec.shape !== "folder" || typeof name !== "string" || name.trim() === "") continue;
    const key = name.trim().toLowerCase();
    const elsewhere = taken.get(key);
    if (elsewhere === undefined) taken.set(key, fileShownAs(document));
    else
      problems.push({
        file: fileShownAs(document),
        where: [PRODUCT_NAME],
        message: say.productNameTaken(name.trim(), elsewhere),
      });
  }
  return problems;
}

/**
 * Every problem of the given documents: first keys used twice in list files (other files refer to
 * their entries), products' file names and names, then each document in turn.
 */
export function checkDocuments(
  documents: readonly Document[],
  options: Pick<CheckContext, "checkImage"> = {},
): Problem[] {
  const problems: Problem[] = [];
  const keys = new Map<string, ReadonlySet<string>>();
  for (const { spec, value } of documents) {
    if (spec.shape !== "list") continue;
    const found = entryKeys(spec, value);
    problems.push(...found.problems);
    if (found.keys) keys.set(spec.file, found.keys);
  }
  problems.push(...productSlugProblems(documents), ...productNameProblems(documents));
  const pagePaths = new Map<string, string>();
  for (const document of documents) {
    const checked = checkDocument(document, { ...options, keys, pagePaths });
    problems.push(...checked.problems);
    for (const [pagePath, where] of checked.pagePaths) pagePaths.set(pagePath, where);
  }
  return problems;
}
