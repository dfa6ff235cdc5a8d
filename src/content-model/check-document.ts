/**
 * Checks a content file's parsed document against its schema and puts every problem in plain
 * words: which field, what was found, what is expected. Pure and browser-safe: the build checks
 * the files on disk with it (internal/content-files/validate-content.ts), and the content editor's
 * preview can check values not saved yet, with the same messages.
 */
import type { z } from "zod";
import type { ContentSpec, ListFile } from "./content-file";
import { documentSchema, fileShownAs, type Document } from "./document";
import { isEmptyValue } from "./empty";
import { fieldAt, fieldTree, type FieldNode, type GroupNode } from "./field-tree";
import { say } from "./plain-words";
import type { Problem } from "./problems";
import { suggest } from "./suggest";

type Path = readonly PropertyKey[];

export interface CheckContext {
  /** The keys of each list file's entries, by file name: references are checked against them. */
  readonly keys?: ReadonlyMap<string, ReadonlySet<string>>;
  /** Page addresses other files already use, each with the place that uses it. */
  readonly pagePaths?: ReadonlyMap<string, string>;
  /**
   * Checks an image path's file, returning what is wrong with it. The build looks at the files
   * on disk (internal/content-files/image-files.ts); without it, image paths are checked as texts.
   */
  readonly checkImage?: (imagePath: string) => string | undefined;
}

export interface DocumentCheck {
  readonly problems: readonly Problem[];
  /** The page addresses this document uses, each with its place, for the next document's check. */
  readonly pagePaths: ReadonlyMap<string, string>;
}

interface Found {
  readonly path: Path;
  readonly message: string;
}

/** A YAML mapping (a group of fields), as opposed to a list, a text or a date. */
export const isGroup = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

const isBlank = (value: unknown): boolean => typeof value === "string" && value.trim() === "";

/** `entry 2 (nature-sounds)`: how a list file's entry is named in messages. */
export function entryName(spec: ListFile, entry: unknown, index: number): string {
  const key = isGroup(entry) ? entry[spec.key] : undefined;
  return typeof key === "string" ? `entry ${index + 1} (${key})` : `entry ${index + 1}`;
}

/** Whether `path` is the list of a list file's entries (`["screenshots"]`). */
const isEntries = (spec: ContentSpec, path: Path): boolean =>
  spec.shape === "list" && path.length === 1 && path[0] === spec.entries;

/** Whether `path` is one entry of a list file (`["screenshots", 1]`). */
const isEntry = (spec: ContentSpec, path: Path): boolean =>
  spec.shape === "list" && path.length === 2 && path[0] === spec.entries && typeof path[1] === "number";

/** Field names and list positions as an editor reads them: `item 3`, `entry 2 (nature-sounds)`. */
function whereOf(spec: ContentSpec, document: unknown, path: Path): string[] {
  let value = document;
  return path.map((segment, depth) => {
    const parent = value;
    value =
      isGroup(parent) || Array.isArray(parent)
        ? (parent as Record<PropertyKey, unknown>)[segment]
        : undefined;
    if (typeof segment !== "number") return String(segment);
    if (spec.shape === "list" && isEntry(spec, path.slice(0, depth + 1)))
      return entryName(spec, value, segment);
    return `item ${segment + 1}`;
  });
}

/** A zod issue in the words of the messages, using what the schema says the field expects. */
function translate(spec: ContentSpec, root: GroupNode, issue: z.core.$ZodIssue): Found[] {
  const path = issue.path;
  const field = fieldAt(root, path);
  const at = (message: string): Found[] => [{ path, message }];
  if (field === undefined) return at(issue.message);
  const found = () => at(say.found(issue.input, field.expected));

  switch (issue.code) {
    case "unrecognized_keys": {
      const names = field.kind === "group" ? Object.keys(field.fields) : [];
      const otherwise =
        spec.shape === "list" && path.length === 0 ? say.onlyField(spec.entries) : say.fieldsAllowed(names);
      return issue.keys.map((key) => ({
        path: [...path, key],
        message: say.unknownField(key, suggest(key, names), otherwise),
      }));
    }
    case "invalid_type":
    case "invalid_value":
      if (path.length === 0 || isEntry(spec, path)) return found();
      if (issue.input === undefined) return at(say.missing(field.expected));
      if (issue.input === null) {
        const inList = typeof path[path.length - 1] === "number";
        return at(inList ? say.emptyItem(field.expected) : say.emptyField(field.expected));
      }
      // A choice (an enum to zod) left blank reads like any other text left blank.
      return issue.code === "invalid_value" && isBlank(issue.input)
        ? at(say.emptyText(field.expected))
        : found();
    case "too_small":
    case "too_big":
      // A text too long says so itself (fields.ts).
      if (typeof issue.input === "string" && field.kind !== "list") return at(issue.message);
      if (field.kind !== "list" || !Array.isArray(issue.input)) return found();
      if (isEntries(spec, path)) return at(say.emptyEntries());
      return at(say.count(issue.input.length, field.min, field.max));
    default:
      // Rules on a value's form (fields.ts) carry their own message.
      return at(issue.message);
  }
}

/** Each leaf of `document` the schema knows, with its field, for the checks zod cannot make alone. */
function* leaves(field: FieldNode, value: unknown, path: Path): Generator<[FieldNode, unknown, Path]> {
  if (field.kind === "group" && isGroup(value)) {
    for (const [name, child] of Object.entries(field.fields)) {
      // An optional field left empty is not given: nothing in it is checked.
      if (!Object.hasOwn(value, name) || (!child.required && isEmptyValue(value[name]))) continue;
      yield* leaves(child, value[name], [...path, name]);
    }
  } else if (field.kind === "list" && Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* leaves(field.item, item, [...path, index]);
  } else {
    yield [field, value, path];
  }
}

/** The position of each step of `path` among the fields the schema declares: unknown fields first. */
function orderOf(root: GroupNode, path: Path): number[] {
  const order: number[] = [];
  let field: FieldNode | undefined = root;
  for (const segment of path) {
    if (typeof segment === "number") order.push(segment);
    else order.push(field?.kind === "group" ? Object.keys(field.fields).indexOf(String(segment)) : -1);
    field = field === undefined ? undefined : fieldAt(field, [segment]);
  }
  return order;
}

function compareOrder(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

/**
 * Whether one page address is inside the other (`/a/b` and `/a`): the build would write `a.html`
 * beside a folder `a/`, which the host may answer at `/a` with either.
 */
const isNested = (one: string, other: string): boolean =>
  one.startsWith(`${other}/`) || other.startsWith(`${one}/`);

/**
 * Every problem of one content file (the value its YAML parses to), in the order of the file's
 * fields; a field's own problem comes before those of its items.
 */
export function checkDocument(subject: Document, context: CheckContext = {}): DocumentCheck {
  const { spec, value: document } = subject;
  const file = fileShownAs(subject);
  const schema = documentSchema(subject);
  const root = fieldTree(schema);
  const result = schema.safeParse(document, { reportInput: true });
  const issues = result.success ? [] : result.error.issues;
  const found: Found[] = issues.flatMap((issue) => translate(spec, root, issue));

  // References, page addresses and image files are checked where the value itself is well formed.
  const flagged = new Set(issues.map((issue) => JSON.stringify(issue.path)));
  const pagePaths = new Map<string, string>();
  for (const [field, value, path] of leaves(root, document, [])) {
    if (typeof value !== "string" || flagged.has(JSON.stringify(path))) continue;
    if (field.kind === "reference") {
      const known = context.keys?.get(field.references.file);
      if (known && !known.has(value)) {
        const { file, key } = field.references;
        const options = [...known];
        found.push({ path, message: say.unknownKey(value, key, file, suggest(value, options), options) });
      }
    } else if (field.kind === "pagePath") {
      const known = [...(context.pagePaths ?? []), ...pagePaths];
      const elsewhere = context.pagePaths?.get(value) ?? pagePaths.get(value);
      const around = known.find(([other]) => isNested(value, other));
      if (elsewhere !== undefined) found.push({ path, message: say.pagePathTaken(value, elsewhere) });
      else if (around) found.push({ path, message: say.pagePathNested(value, ...around) });
      else pagePaths.set(value, [file, ...whereOf(spec, document, path)].join(" › "));
    } else if (field.kind === "image" && context.checkImage) {
      const message = context.checkImage(value);
      if (message !== undefined) found.push({ path, message });
    }
  }

  const ordered = found
    .map((problem) => ({ ...problem, order: orderOf(root, problem.path) }))
    .sort((a, b) => compareOrder(a.order, b.order));
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const { path, message } of ordered) {
    const problem = { file, where: whereOf(spec, document, path), message };
    const id = JSON.stringify(problem);
    if (!seen.has(id)) problems.push(problem);
    seen.add(id);
  }
  return { problems, pagePaths };
}
