/**
 * The kinds of field a content file is made of, each a zod schema that says its own problems in
 * plain words (zod's error customisation) and carries what the editor, the GraphQL types and the
 * messages need to know of it in the registry FIELDS, which z.toJSONSchema writes beside JSON
 * Schema's own keywords (json-schema.ts). A constructor per kind is shorter than writing each
 * field's schema, message and metadata out where it is used.
 */
import { z } from "zod";
import { isReservedPagePath } from "./reserved-paths";
import { expectation, say } from "./words";

/** The content editor's widgets (Decap CMS's names) the fields are edited with. */
export type Widget =
  "string" | "text" | "image" | "select" | "number" | "datetime" | "relation" | "list" | "object";

export interface FieldMeta {
  readonly widget: Widget;
  /** What the field expects, completing "Expected …". */
  readonly expected: string;
  /** What the field is, for editors: the editor's hint. */
  readonly about?: string;
  /** The editor's label where the field's name in words would not do: `url` is "Web address". */
  readonly label?: string;
  /** `about` and what is expected: the description VS Code shows. */
  readonly description: string;
  /** A group's GraphQL type, e.g. `SiteYamlHero`. */
  readonly typeName?: string;
  /** A reference's list file and the field that names its entries. */
  readonly references?: { readonly file: string; readonly key: string };
  /** A page address of this site: no two pages may share one. */
  readonly pagePath?: true;
  /** A list of groups: the field whose value no two items may share. */
  readonly uniqueBy?: string;
  /** JSON Schema's words for what zod checks with code: a list of values each given once, a web address. */
  readonly uniqueItems?: true;
  readonly format?: "uri";
  /** Written in each language (a text, a page address); every other field is given once, in English. */
  readonly translated?: true;
  /** A picture's folder in content/, where the editor uploads it, if not the file's own. */
  readonly folder?: string;
}

export const FIELDS = z.registry<FieldMeta>();

/** A page address of this site: a slash, then lowercase words joined by dashes, e.g. `/my-page`. */
const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** A short name other fields and files refer to: lowercase words of letters and digits joined by dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Anything but spaces: JSON Schema's way of saying "not blank", so editors see it too. */
const NOT_BLANK = /\S/;

/**
 * The most characters each kind of text may have: a line (a name, a heading, a label) fits a
 * card's title or a button on a phone; a paragraph, a card or a section; an address, what
 * browsers and Netlify take without trouble.
 */
export const MAX_LENGTH = { line: 160, paragraph: 1200, webAddress: 2000, pagePath: 100, path: 300 } as const;

/** `schema` as a field of the content, with its description made of what it is and what it expects. */
function declare<S extends z.ZodType>(schema: S, meta: Omit<FieldMeta, "description">): S {
  const description = meta.about ? `${meta.about} Expected ${meta.expected}.` : `Expected ${meta.expected}.`;
  FIELDS.add(schema, { ...meta, description });
  return schema;
}

/**
 * What the editor left empty, as opposed to a value: nothing, a text of only spaces, an empty list,
 * or a group whose every field is empty. Decap writes `""` for a cleared text and keeps a group
 * whose fields were all cleared; an optional field left so is read as not given.
 */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value) || isGroup(value)) return Object.values(value).every(isEmptyValue);
  return false;
}

/** A YAML mapping (a group of fields), as opposed to a list, a text or a date. */
export const isGroup = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** A value missing, empty or of the wrong kind, in plain words; `expected` completes "Expected …". */
export const wrongValue =
  (expected: string) =>
  (issue: z.core.$ZodRawIssue): string => {
    const path = issue.path ?? [];
    if (path.length > 0 && issue.input === undefined) return say.missing(expected);
    if (path.length > 0 && issue.input === null)
      return typeof path[path.length - 1] === "number" ? say.emptyItem(expected) : say.emptyField(expected);
    // A choice left blank reads like any other text left blank.
    if (issue.code === "invalid_value" && typeof issue.input === "string" && issue.input.trim() === "")
      return say.emptyText(expected);
    return say.found(issue.input, expected);
  };

/** A text that must not be blank nor longer than `maxLength`: every field written as a text. */
const writtenText = (expected: string, maxLength: number) =>
  z
    .string({ error: wrongValue(expected) })
    .regex(NOT_BLANK, { abort: true, error: () => say.emptyText(expected) })
    .max(maxLength, { abort: true, error: (issue) => say.tooLong(String(issue.input).length, maxLength) });

/** A text a person writes, up to `maxLength`, in a one-line box (`string`) or a bigger one. */
const freeText = (maxLength: number, widget: "string" | "text", about?: string, translated?: true) => {
  const expected = expectation.text;
  return declare(writtenText(expected, maxLength), { widget, expected, about, translated });
};

/** A line of text: a name, a heading, a label. */
export const text = (about?: string) => freeText(MAX_LENGTH.line, "string", about, true);

/**
 * A proper name, the same in every language (the company's, a product's, a device's, a street's):
 * given once, as a picture is, so that changing it changes every language's pages.
 */
export const properName = (about?: string) => freeText(MAX_LENGTH.line, "string", about);

/** A text of a sentence or more (descriptions, paragraphs): the editor gives it a bigger box. */
export const longText = (about?: string) => freeText(MAX_LENGTH.paragraph, "text", about, true);

/** A line of text of the form `pattern` checks; `refused` says what was written does not fit. */
const patterned = (pattern: RegExp, expected: string, refused: (value: unknown) => string, about?: string) =>
  declare(
    writtenText(expected, MAX_LENGTH.line).regex(pattern, {
      abort: true,
      error: (issue) => refused(issue.input),
    }),
    { widget: "string", expected, about },
  );

/** The short name of an entry that other fields refer to, such as a screenshot's `now-playing`. */
export const slug = (about?: string) => patterned(SLUG, expectation.slug, say.notSlug, about);

/** A text of a given form, such as a version number or an identifier; `expected` says the form. */
export const matching = (pattern: RegExp, expected: string, about?: string) =>
  patterned(pattern, expected, (value) => say.notLike(value, expected), about);

/**
 * A day, written 2026-11-26. YAML reads such a day unquoted as a date, which the build and the
 * editor's date picker both take: it is read back as the same text.
 */
export const day = (about?: string) =>
  declare(
    z.preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      // zod's pattern of a day of the calendar, e.g. 2026-02-30 is none.
      writtenText(expectation.day, MAX_LENGTH.line).refine((value) => z.regexes.date.test(value), {
        error: (issue) => say.notLike(issue.input, expectation.day),
      }),
    ),
    { widget: "datetime", expected: expectation.day, about },
  );

/** An absolute web address (http or https), which has a host: the URL standard parses none without. */
function isWebAddress(value: string): boolean {
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const url = (about?: string) =>
  declare(
    writtenText(expectation.webAddress, MAX_LENGTH.webAddress).refine(isWebAddress, {
      error: (issue) => say.notWebAddress(issue.input),
    }),
    { widget: "string", expected: expectation.webAddress, about, format: "uri", label: "Web address" },
  );

/** An address of a page of this site, such as `/baby-lullabies`. */
export const pagePath = (about?: string) =>
  declare(
    writtenText(expectation.pagePath, MAX_LENGTH.pagePath)
      .regex(PAGE_PATH, { abort: true, error: (issue) => say.notPagePath(issue.input) })
      .refine((value) => !isReservedPagePath(value), { error: (issue) => say.reservedPagePath(issue.input) }),
    { widget: "string", expected: expectation.pagePath, about, pagePath: true, translated: true },
  );

/** A path to an image file, relative to the content folder (the build checks the file itself). */
export const image = (about?: string, folder?: string) => {
  const schema = writtenText(expectation.image, MAX_LENGTH.path).brand<"image">();
  return declare(schema, { widget: "image", expected: expectation.image, about, folder });
};

export const choice = <V extends readonly [string, ...string[]]>(values: V, about?: string) => {
  const expected = expectation.choice(values);
  return declare(z.enum(values, { error: wrongValue(expected) }), { widget: "select", expected, about });
};

export const wholeNumber = (min: number, max: number, about?: string) => {
  const expected = expectation.wholeNumber(min, max);
  // The number's error says what is wrong with its checks too: a fraction, a number out of range.
  const schema = z
    .int({ error: wrongValue(expected) })
    .min(min)
    .max(max);
  return declare(schema, { widget: "number", expected, about });
};

/** The key of an entry of a list file, e.g. a screenshot's slug in screenshots.yaml. */
export const reference = (to: { readonly file: string; readonly key: string }, about?: string) => {
  const expected = expectation.reference(to.key, to.file);
  const schema = writtenText(expected, MAX_LENGTH.line).brand<"reference">();
  return declare(schema, { widget: "relation", expected, about, references: to });
};

interface ListOptions {
  readonly min?: number;
  readonly max?: number;
  /** For a list of groups: a field whose value no two items may share, e.g. `kind`. */
  readonly uniqueBy?: string;
  /** For a list of texts or references: no value twice (a page shows each once, names it by it). */
  readonly distinct?: boolean;
}

/** A list of at least one item unless `options` says otherwise. */
export function list<T extends z.ZodType>(of: T, options: ListOptions = {}, about?: string) {
  const { min = 1, max = Number.POSITIVE_INFINITY, uniqueBy, distinct } = options;
  const expected = expectation.list(min, max, FIELDS.get(of)?.expected ?? expectation.text);
  const error = (issue: z.core.$ZodRawIssue) =>
    Array.isArray(issue.input) && (issue.code === "too_small" || issue.code === "too_big")
      ? say.count(issue.input.length, min, max)
      : wrongValue(expected)(issue);
  const array = z.array(of, { error }).min(min);
  const sized = Number.isFinite(max) ? array.max(max) : array;
  if (uniqueBy === undefined && !distinct) return declare(sized, { widget: "list", expected, about });
  // The value no two items may share: their `uniqueBy` field's, or their own.
  const valueOf = (item: unknown) =>
    uniqueBy === undefined ? item : isGroup(item) ? item[uniqueBy] : undefined;
  const checked = sized.superRefine((items, context) => {
    const values = items.map(valueOf);
    values.forEach((value, index) => {
      if (typeof value !== "string" || values.indexOf(value) === index) return;
      context.addIssue({
        code: "custom",
        path: uniqueBy === undefined ? [index] : [index, uniqueBy],
        message: uniqueBy === undefined ? say.repeatedValue(value) : say.duplicateItem(value, uniqueBy),
      });
    });
  });
  return declare(checked, { widget: "list", expected, about, uniqueBy, uniqueItems: distinct || undefined });
}

/**
 * A group of named fields; `typeName` is its GraphQL type. No other field is allowed in it: an
 * unknown field is named, with the likely meant one, by the content check (check.ts).
 */
export function group<S extends z.ZodRawShape>(typeName: string, shape: S, about?: string, label?: string) {
  const expected = expectation.group(Object.keys(shape));
  const schema = z.strictObject(shape, { error: wrongValue(expected) });
  return declare(schema, { widget: "object", expected, about, typeName, label });
}

/**
 * `field` with a check of its values taken together, which adds its own issues, declared as `field`
 * is (zod's registries give a refined schema the metadata of the one it refines). The check runs
 * whatever else is wrong, so that every problem is told at once: it reads the value as it may be.
 */
export const refined = <T extends z.ZodType>(
  field: T,
  check: (value: unknown, context: z.RefinementCtx<z.output<T>>) => void,
): T => field.superRefine(check, { when: () => true });

/** A field that may be left out, or left empty (isEmptyValue), which counts the same. */
export const optional = <T extends z.ZodType>(field: T) =>
  z.preprocess((value) => (isEmptyValue(value) ? undefined : value), field.optional());
