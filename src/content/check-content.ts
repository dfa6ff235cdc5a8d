/**
 * Checks the content files together: what one file can only know from another (the keys other
 * files refer to, page addresses used twice). Pure and browser-safe, like check-document.ts.
 */
import { checkDocument, entryName, isGroup, type CheckContext } from "./check-document";
import type { ContentFile, ListFile } from "./content-file";
import { say } from "./plain-words";
import type { Problem } from "./problems";

export interface Document {
  readonly spec: ContentFile;
  /** The value the file's YAML parses to. */
  readonly value: unknown;
}

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

/**
 * Every problem of the given documents: first keys used twice in list files (other files refer to
 * their entries), then each document in turn.
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
  const pagePaths = new Map<string, string>();
  for (const { spec, value } of documents) {
    const checked = checkDocument(spec, value, { ...options, keys, pagePaths });
    problems.push(...checked.problems);
    for (const [pagePath, where] of checked.pagePaths) pagePaths.set(pagePath, where);
  }
  return problems;
}
