/**
 * Checks the files in `content/` against the content model and explains every mistake at once,
 * in words an editor can act on: which file, where in it, what was found and what is expected.
 */
import { existsSync, readdirSync, readFileSync, statSync, openSync, readSync, closeSync } from "node:fs";
import path from "node:path";
import yaml from "js-yaml";
import { PAGE_PATH, type ContentFileSpec, type Field, type Fields, type ListFileSpec } from "./schema";
import { didYouMean } from "./did-you-mean";

export interface Problem {
  /** File path relative to the project, e.g. `content/site.yaml`. */
  readonly file: string;
  /** Where in the file: field names and list positions, e.g. `["about", "heading"]`. */
  readonly where: readonly string[];
  readonly message: string;
}

type Yaml = unknown;
type Record_ = Record<string, Yaml>;

const isGroup = (value: Yaml): value is Record_ =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const RESERVED_PATHS = new Set(["/404", "/404.html", "/dev-404-page", "/admin"]);

/** What a field expects, in plain words. */
export function expectation(field: Field): string {
  switch (field.kind) {
    case "text":
      return "a text";
    case "url":
      return "a web address starting with https:// (or http://)";
    case "pagePath":
      return "a page address such as /my-page (a slash, then lowercase letters, digits and dashes)";
    case "image":
      return "the path of a PNG, JPEG, WebP or AVIF image, relative to the content folder (for example images/screens/lullabies.png)";
    case "choice":
      return `one of: ${field.values.join(", ")}`;
    case "wholeNumber":
      return `a whole number from ${field.min} to ${field.max}`;
    case "reference":
      return `the ${field.to.key} of an entry in content/${field.to.file}`;
    case "list":
      return `a list of ${describeCount(field.min, field.max)}, each ${expectation(field.of)}`;
    case "group":
      return `a group of fields (${Object.keys(field.fields).join(", ")})`;
  }
}

function describeCount(min: number, max: number): string {
  if (min === max) return `exactly ${min} ${min === 1 ? "item" : "items"}`;
  if (max === Number.POSITIVE_INFINITY) return `at least ${min} ${min === 1 ? "item" : "items"}`;
  return `${min} to ${max} items`;
}

/** What an editor wrote, in plain words. */
function describe(value: Yaml): string {
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return `a list of ${value.length} items`;
  if (isGroup(value)) return "a group of fields";
  if (typeof value === "boolean") return `a yes/no value (${String(value)})`;
  if (typeof value === "number") return `the number ${value}`;
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (typeof value === "string") return value.trim() === "" ? "an empty text" : `"${value}"`;
  return `a ${typeof value}`;
}

const IMAGE_SIGNATURES: ReadonlyArray<(bytes: Buffer) => boolean> = [
  (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  (b) => b.toString("latin1", 0, 4) === "RIFF" && b.toString("latin1", 8, 12) === "WEBP",
  (b) => b.toString("latin1", 4, 8) === "ftyp" && /^avi[fs]$/.test(b.toString("latin1", 8, 12)),
];

function isImageFile(file: string): boolean {
  const bytes = Buffer.alloc(16);
  const fd = openSync(file, "r");
  try {
    readSync(fd, bytes, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  return IMAGE_SIGNATURES.some((matches) => matches(bytes));
}

interface Context {
  readonly contentDir: string;
  readonly file: string;
  readonly keys: ReadonlyMap<ListFileSpec, ReadonlySet<string>>;
  readonly pagePaths: Map<string, string>;
  readonly problems: Problem[];
}

function report(ctx: Context, where: readonly string[], message: string): void {
  ctx.problems.push({ file: ctx.file, where, message });
}

function checkGroup(ctx: Context, fields: Fields, value: Record_, where: readonly string[]): void {
  const known = Object.keys(fields);
  for (const key of Object.keys(value)) {
    if (!(key in fields)) {
      const guess = didYouMean(key, known);
      report(
        ctx,
        [...where, key],
        `unknown field '${key}'${guess ? ` — did you mean '${guess}'?` : `. Fields allowed here: ${known.join(", ")}.`}`,
      );
    }
  }
  for (const [key, field] of Object.entries(fields)) {
    const at = [...where, key];
    const fieldValue = value[key];
    if (fieldValue === undefined || fieldValue === null) {
      if (!field.optional) {
        const found = key in value ? "is empty" : "is missing";
        report(ctx, at, `this required field ${found}. Expected ${expectation(field)}.`);
      }
      continue;
    }
    checkField(ctx, field, fieldValue, at);
  }
}

function checkField(ctx: Context, field: Field, value: Yaml, where: readonly string[]): void {
  const wrong = () => report(ctx, where, `found ${describe(value)}, expected ${expectation(field)}.`);

  if (field.kind === "group") {
    if (!isGroup(value)) return wrong();
    return checkGroup(ctx, field.fields, value, where);
  }
  if (field.kind === "list") {
    if (!Array.isArray(value)) return wrong();
    if (value.length < field.min || value.length > field.max) {
      report(
        ctx,
        where,
        `has ${value.length} ${value.length === 1 ? "item" : "items"}, expected ${describeCount(field.min, field.max)}.`,
      );
    }
    value.forEach((item: Yaml, index) => {
      const at = [...where, `item ${index + 1}`];
      if (item === null || item === undefined) {
        report(ctx, at, `this item is empty. Expected ${expectation(field.of)}.`);
      } else {
        checkField(ctx, field.of, item, at);
      }
    });
    return;
  }
  if (field.kind === "wholeNumber") {
    if (typeof value !== "number" || !Number.isInteger(value)) return wrong();
    if (value < field.min || value > field.max) wrong();
    return;
  }

  // Every remaining kind is written as a text.
  if (typeof value !== "string") return wrong();
  if (value.trim() === "") {
    return report(ctx, where, `the text is empty. Expected ${expectation(field)}.`);
  }
  switch (field.kind) {
    case "text":
      return;
    case "url":
      return checkUrl(ctx, value, where);
    case "pagePath":
      return checkPagePath(ctx, value, where);
    case "choice":
      if (!field.values.includes(value)) wrong();
      return;
    case "image":
      return checkImage(ctx, value, where);
    case "reference": {
      const known = ctx.keys.get(field.to);
      if (known && !known.has(value)) {
        const guess = didYouMean(value, [...known]);
        report(
          ctx,
          where,
          `"${value}" is not a ${field.to.key} in content/${field.to.file}.` +
            (guess ? ` Did you mean '${guess}'?` : ` Known: ${[...known].join(", ")}.`),
        );
      }
      return;
    }
  }
}

function checkUrl(ctx: Context, value: string, where: readonly string[]): void {
  let parsed: URL | undefined;
  try {
    parsed = new URL(value);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !["http:", "https:"].includes(parsed.protocol) || !parsed.hostname) {
    report(
      ctx,
      where,
      `"${value}" is not a web address. Expected a full address starting with https:// (or http://).`,
    );
  }
}

function checkPagePath(ctx: Context, value: string, where: readonly string[]): void {
  if (!PAGE_PATH.test(value) || RESERVED_PATHS.has(value)) {
    return report(
      ctx,
      where,
      `"${value}" cannot be a page address. Expected ${expectation({ kind: "pagePath", optional: false })}, other than /404.`,
    );
  }
  const elsewhere = ctx.pagePaths.get(value);
  if (elsewhere) {
    return report(ctx, where, `"${value}" is already the address of ${elsewhere}.`);
  }
  ctx.pagePaths.set(value, `${ctx.file} › ${where.join(" › ")}`);
}

function checkImage(ctx: Context, value: string, where: readonly string[]): void {
  const resolved = path.resolve(ctx.contentDir, value);
  const inside = path.relative(ctx.contentDir, resolved);
  if (path.isAbsolute(value) || inside.startsWith("..")) {
    return report(
      ctx,
      where,
      `"${value}" points outside the content folder. Expected ${expectation({ kind: "image", optional: false })}.`,
    );
  }
  if (!existsSync(resolved) || !statSync(resolved).isFile()) {
    return report(
      ctx,
      where,
      `the image "${value}" does not exist (looked for content/${inside.split(path.sep).join("/")}). Check the spelling and the folder.`,
    );
  }
  if (!isImageFile(resolved)) {
    report(
      ctx,
      where,
      `"${value}" is not an image the site can use. Expected a PNG, JPEG, WebP or AVIF file.`,
    );
  }
}

/** Reads a content file; a syntax mistake becomes a problem with its line number. */
function readYaml(contentDir: string, spec: ContentFileSpec, problems: Problem[]): Yaml {
  const file = `content/${spec.file}`;
  const full = path.join(contentDir, spec.file);
  if (!existsSync(full)) {
    problems.push({ file, where: [], message: `this file is missing. It should hold ${spec.about}.` });
    return undefined;
  }
  try {
    return yaml.load(readFileSync(full, "utf8"), { filename: spec.file });
  } catch (error) {
    if (error instanceof yaml.YAMLException) {
      const line = error.mark ? `line ${error.mark.line + 1}` : "somewhere";
      problems.push({
        file,
        where: [line],
        message: `the file cannot be read as YAML: ${error.reason}. Check the indentation and quotes on this line and the one before it.`,
      });
      return undefined;
    }
    throw error;
  }
}

/** The entries of a list file, if the file has the expected shape. */
function listEntries(spec: ListFileSpec, value: Yaml): Yaml[] | undefined {
  const entries = isGroup(value) ? value[spec.entries] : undefined;
  return Array.isArray(entries) ? entries : undefined;
}

function checkListFile(ctx: Context, spec: ListFileSpec, value: Yaml): void {
  const shape = `a field "${spec.entries}:" holding a list of entries, each starting with "- ${spec.key}:"`;
  if (!isGroup(value)) return report(ctx, [], `found ${describe(value)}, expected ${shape}.`);
  for (const key of Object.keys(value)) {
    if (key !== spec.entries) {
      const guess = didYouMean(key, [spec.entries]);
      report(
        ctx,
        [key],
        `unknown field '${key}'${guess ? ` — did you mean '${guess}'?` : `. The only field here is ${spec.entries}.`}`,
      );
    }
  }
  const entries = value[spec.entries];
  if (entries === undefined || entries === null) {
    const found = spec.entries in value ? "is empty" : "is missing";
    return report(ctx, [spec.entries], `this required field ${found}. Expected ${shape}.`);
  }
  if (!Array.isArray(entries)) {
    return report(ctx, [spec.entries], `found ${describe(entries)}, expected ${shape}.`);
  }
  if (entries.length === 0) report(ctx, [spec.entries], "the list is empty. Expected at least 1 entry.");
  entries.forEach((entry: Yaml, index) => {
    const at = [spec.entries, entryName(spec, entry, index)];
    if (isGroup(entry)) checkGroup(ctx, spec.fields, entry, at);
    else
      report(
        ctx,
        at,
        `found ${describe(entry)}, expected a group of fields (${Object.keys(spec.fields).join(", ")}).`,
      );
  });
}

const entryName = (spec: ListFileSpec, entry: Yaml, index: number): string => {
  const key = isGroup(entry) ? entry[spec.key] : undefined;
  return typeof key === "string" ? `entry ${index + 1} (${key})` : `entry ${index + 1}`;
};

/** Checks every content file in `contentDir` against `specs`; returns every problem found. */
export function validateContent(contentDir: string, specs: readonly ContentFileSpec[]): Problem[] {
  const problems: Problem[] = [];
  const loaded = new Map<ContentFileSpec, Yaml>();
  for (const spec of specs) loaded.set(spec, readYaml(contentDir, spec, problems));

  const expected = new Set(specs.map((spec) => spec.file));
  for (const name of readdirSync(contentDir)) {
    if (/\.ya?ml$/i.test(name) && !expected.has(name)) {
      const guess = didYouMean(name, [...expected]);
      problems.push({
        file: `content/${name}`,
        where: [],
        message:
          `the site does not use this file.` +
          (guess ? ` Did you mean '${guess}'?` : ` Content files: ${[...expected].join(", ")}.`),
      });
    }
  }

  // Keys of list files first: other files refer to their entries.
  const keys = new Map<ListFileSpec, Set<string>>();
  for (const spec of specs) {
    if (spec.shape !== "list") continue;
    const entries = listEntries(spec, loaded.get(spec));
    if (entries === undefined) continue;
    const seen = new Set<string>();
    entries.forEach((entry: Yaml, index) => {
      const key = isGroup(entry) ? entry[spec.key] : undefined;
      if (typeof key !== "string") return;
      if (seen.has(key)) {
        problems.push({
          file: `content/${spec.file}`,
          where: [spec.entries, entryName(spec, entry, index), spec.key],
          message: `"${key}" is used by an earlier entry too. Each ${spec.key} must be different.`,
        });
      }
      seen.add(key);
    });
    keys.set(spec, seen);
  }

  const pagePaths = new Map<string, string>();
  for (const spec of specs) {
    const value = loaded.get(spec);
    if (value === undefined) continue;
    const ctx: Context = { contentDir, file: `content/${spec.file}`, keys, pagePaths, problems };
    if (spec.shape === "group") {
      if (isGroup(value)) checkGroup(ctx, spec.fields, value, []);
      else
        report(
          ctx,
          [],
          `found ${describe(value)}, expected a group of fields (${Object.keys(spec.fields).join(", ")}).`,
        );
    } else {
      checkListFile(ctx, spec, value);
    }
  }
  return problems;
}

/** One line per problem, ready to print. */
export function formatProblem(problem: Problem): string {
  const where = problem.where.length > 0 ? ` › ${problem.where.join(" › ")}` : "";
  return `${problem.file}${where}: ${problem.message}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The content in content/ has ${count}. Fix ${problems.length === 1 ? "it" : "them"} and run the command again:`,
    "",
    ...problems.map((problem) => `  • ${formatProblem(problem)}`),
    "",
    "CONTENT.md explains every content file and field.",
  ].join("\n");
}
