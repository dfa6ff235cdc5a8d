/**
 * The kinds of field a content file is made of. Each constructor makes the field's zod schema
 * (the validation and the TypeScript type) and records the field in the field tree
 * (field-tree.ts), from which the GraphQL types, the editor's configuration and the messages are
 * made; its description goes into the JSON Schema editors' editors show.
 *
 * Rules about a value's form (a text that is not blank, a web address, a page address) carry
 * their own message; what is missing or of the wrong type is put in words by check-document.ts,
 * which knows where in the file it is.
 */
import { z } from "zod";
import { isEmptyValue } from "./empty";
import { declareField, fieldOf, type FieldNode, type GroupNode, type ReferenceTarget } from "./field-tree";
import { expectation, say } from "./plain-words";
import { isReservedPagePath } from "./reserved-paths";

/** A page address of this site: a slash, then lowercase words joined by dashes, e.g. `/my-page`. */
const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** A short name other fields and files refer to: lowercase words of letters and digits joined by dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Anything but spaces: JSON Schema's way of saying "not blank", so editors see it too. */
const NOT_BLANK = /\S/;

/** What a field is (`about`) and what it expects, for the JSON Schema an editor's editor shows. */
function describeField(about: string | undefined, expected: string): string {
  return about ? `${about} Expected ${expected}.` : `Expected ${expected}.`;
}

/** Gives `schema` its description and records it in the field tree as `node`. */
function declare<S extends z.ZodType>(schema: S, node: FieldNode): S {
  return declareField(schema.meta({ description: describeField(node.about, node.expected) }), node);
}

const base = (expected: string, about: string | undefined) => ({
  required: true,
  expected,
  ...(about ? { about } : {}),
});

/**
 * The most characters each kind of text may have. A line (a name, a heading, a label) fits a
 * card's title or a button on a phone in a few lines; a paragraph, a card or a section; an
 * address, what browsers and Netlify take without trouble.
 */
export const MAX_LENGTH = {
  line: 160,
  paragraph: 1200,
  webAddress: 2000,
  pagePath: 100,
  path: 300,
} as const;

/** A text that must not be blank nor longer than `maxLength`; the start of every field written as a text. */
const writtenText = (expected: string, maxLength: number) =>
  z
    .string()
    .regex(NOT_BLANK, { abort: true, error: () => say.emptyText(expected) })
    .max(maxLength, { abort: true, error: (issue) => say.tooLong(String(issue.input).length, maxLength) });

/** A line of text: a name, a heading, a label. */
export const text = (about?: string) =>
  declare(writtenText(expectation.text, MAX_LENGTH.line), {
    kind: "text",
    maxLength: MAX_LENGTH.line,
    ...base(expectation.text, about),
  });

/** The short name of an entry that other fields refer to, such as a screenshot's `now-playing`. */
export const slug = (about?: string) =>
  declare(
    writtenText(expectation.slug, MAX_LENGTH.line).regex(SLUG, {
      abort: true,
      error: (issue) => say.notSlug(issue.input),
    }),
    { kind: "text", maxLength: MAX_LENGTH.line, ...base(expectation.slug, about) },
  );

/** A text of a sentence or more (descriptions, paragraphs): the content editor gives it a bigger box. */
export const longText = (about?: string) =>
  declare(writtenText(expectation.text, MAX_LENGTH.paragraph), {
    kind: "longText",
    maxLength: MAX_LENGTH.paragraph,
    ...base(expectation.text, about),
  });

/** An absolute web address (http or https) with a host. */
function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return ["http:", "https:"].includes(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

export const url = (about?: string) =>
  declare(
    writtenText(expectation.webAddress, MAX_LENGTH.webAddress).refine(isWebAddress, {
      error: (issue) => say.notWebAddress(issue.input),
    }),
    { kind: "url", maxLength: MAX_LENGTH.webAddress, ...base(expectation.webAddress, about) },
  );

/** An address of a page of this site, such as `/baby-lullabies`. */
export const pagePath = (about?: string) =>
  declare(
    writtenText(expectation.pagePath, MAX_LENGTH.pagePath)
      .regex(PAGE_PATH, { abort: true, error: (issue) => say.notPagePath(issue.input) })
      .refine((value) => !isReservedPagePath(value), { error: (issue) => say.reservedPagePath(issue.input) }),
    { kind: "pagePath", maxLength: MAX_LENGTH.pagePath, ...base(expectation.pagePath, about) },
  );

/** A path to an image file, relative to the content folder (the build checks the file itself). */
export const image = (about?: string) =>
  declare(writtenText(expectation.image, MAX_LENGTH.path), {
    kind: "image",
    maxLength: MAX_LENGTH.path,
    ...base(expectation.image, about),
  });

export const choice = <V extends readonly [string, ...string[]]>(values: V, about?: string) =>
  declare(z.enum(values), { kind: "choice", values, ...base(expectation.choice(values), about) });

export const wholeNumber = (min: number, max: number, about?: string) =>
  declare(z.number().int().min(min).max(max), {
    kind: "wholeNumber",
    min,
    max,
    ...base(expectation.wholeNumber(min, max), about),
  });

/** The key of an entry of a list-shaped content file, e.g. a screenshot's slug. */
export const reference = (to: ReferenceTarget, about?: string) => {
  const expected = expectation.reference(to.key, to.file);
  return declare(writtenText(expected, MAX_LENGTH.line), {
    kind: "reference",
    maxLength: MAX_LENGTH.line,
    references: { file: to.file, key: to.key },
    ...base(expected, about),
  });
};

export interface ListSize {
  readonly min?: number;
  readonly max?: number;
  readonly exactly?: number;
}

/** A list's size as its limits: at least one item unless `size` says otherwise. */
function listLimits(size: ListSize): { readonly min: number; readonly max: number } {
  return {
    min: size.exactly ?? size.min ?? 1,
    max: size.exactly ?? size.max ?? Number.POSITIVE_INFINITY,
  };
}

interface ListOptions extends ListSize {
  /** For a list of groups: a field whose value no two items may share, e.g. `kind`. */
  readonly uniqueBy?: string;
  /**
   * For a list of texts or references: no value twice. A page shows each once (a screenshot, a
   * feature), and names it by its value.
   */
  readonly distinct?: boolean;
}

/** Items that repeat an earlier item: its `key` in a list of groups, or its value itself. */
function repeatedItems(items: readonly unknown[], key?: string): Array<{ index: number; value: string }> {
  const seen = new Set<string>();
  const repeated: Array<{ index: number; value: string }> = [];
  items.forEach((item, index) => {
    const value =
      key === undefined
        ? item
        : typeof item === "object" && item !== null
          ? (item as Record<string, unknown>)[key]
          : undefined;
    if (typeof value !== "string") return;
    if (seen.has(value)) repeated.push({ index, value });
    seen.add(value);
  });
  return repeated;
}

/** A list of at least one item unless `options` says otherwise. */
export function list<T extends z.ZodType>(of: T, options: ListOptions = {}, about?: string) {
  const { min, max } = listLimits(options);
  const sized = z.array(of).min(min);
  const bounded = Number.isFinite(max) ? sized.max(max) : sized;
  const { uniqueBy, distinct } = options;
  const items =
    uniqueBy === undefined && !distinct
      ? bounded
      : bounded.superRefine((values, context) => {
          for (const { index, value } of repeatedItems(values, uniqueBy)) {
            context.addIssue({
              code: "custom",
              path: uniqueBy === undefined ? [index] : [index, uniqueBy],
              input: value,
              message: uniqueBy === undefined ? say.repeatedValue(value) : say.duplicateItem(value, uniqueBy),
            });
          }
        });
  const item = fieldOf(of);
  return declare(items, {
    kind: "list",
    min,
    max,
    item,
    ...(uniqueBy ? { uniqueBy } : {}),
    ...(distinct ? { distinct } : {}),
    ...base(expectation.list(min, max, item.expected), about),
  });
}

/** A group of named fields; `typeName` is its GraphQL type. No other field is allowed in it. */
export function group<S extends z.ZodRawShape>(typeName: string, fields: S, about?: string) {
  const node: GroupNode = {
    kind: "group",
    typeName,
    fields: Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, fieldOf(field)])),
    ...base(expectation.group(Object.keys(fields)), about),
  };
  return declare(z.strictObject(fields), node);
}

/**
 * A field that may be left out. Left empty counts as left out (empty.ts): a cleared text, an
 * empty list, a group whose fields are all empty, so that what the content editor writes for a
 * cleared field is read as "not given" rather than refused. Every other field is required.
 */
export function optional<T extends z.ZodType>(field: T) {
  const node = fieldOf(field);
  const schema = z.preprocess((value) => (isEmptyValue(value) ? undefined : value), field.optional());
  return declare(schema, { ...node, required: false });
}
