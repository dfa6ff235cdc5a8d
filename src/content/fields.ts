/**
 * The kinds of field a content file is made of, as zod schemas. Each carries its annotation
 * (src/content/annotation.ts) and a description for editors, so one declaration gives the
 * validation, the TypeScript type, the JSON Schema, the GraphQL type and the CMS widget.
 *
 * Rules about a value's form (a text that is not blank, a web address, a page address) carry
 * their own message; what is missing or of the wrong type is put in words by check-document.ts,
 * which knows where in the file it is.
 */
import { z } from "zod";
import { ANNOTATION, type ContentAnnotation, type ReferenceTarget } from "./annotation";
import { expectation, say } from "./plain-words";

/** A page address of this site: a slash, then lowercase words joined by dashes, e.g. `/my-page`. */
export const PAGE_PATH = /^\/[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/** Addresses Gatsby or the content editor already use. */
const RESERVED_PAGE_PATHS: ReadonlySet<string> = new Set(["/404", "/404.html", "/dev-404-page", "/admin"]);

/** Anything but spaces: JSON Schema's way of saying "not blank", so editors see it too. */
const NOT_BLANK = /\S/;

/** What a field is (`about`) and what it expects, for the JSON Schema an editor's editor shows. */
function describeField(about: string | undefined, expected: string): string {
  return about ? `${about} Expected ${expected}.` : `Expected ${expected}.`;
}

function annotate<S extends z.ZodType>(schema: S, annotation: ContentAnnotation, about?: string): S {
  return schema.meta({ description: describeField(about, annotation.expected), [ANNOTATION]: annotation });
}

/** The annotation a field was declared with (zod's `.meta()` reads it back). */
function annotationOfField(field: z.ZodType): ContentAnnotation {
  const annotation = field.meta()?.[ANNOTATION];
  if (annotation === undefined) throw new Error("A content field must be made with src/content/fields.ts.");
  return annotation;
}

/** A text that must not be blank; the start of every field written as a text. */
const writtenText = (expected: string) =>
  z.string().regex(NOT_BLANK, { abort: true, error: () => say.emptyText(expected) });

/** A line of text: a name, a heading, a label. */
export const text = (about?: string) =>
  annotate(writtenText(expectation.text), { kind: "text", expected: expectation.text }, about);

/** A text of a sentence or more (descriptions, paragraphs): the content editor gives it a bigger box. */
export const longText = (about?: string) =>
  annotate(writtenText(expectation.text), { kind: "longText", expected: expectation.text }, about);

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
  annotate(
    writtenText(expectation.webAddress).refine(isWebAddress, {
      error: (issue) => say.notWebAddress(issue.input),
    }),
    { kind: "url", expected: expectation.webAddress },
    about,
  );

/** An address of a page of this site, such as `/baby-lullabies`. */
export const pagePath = (about?: string) =>
  annotate(
    writtenText(expectation.pagePath)
      .regex(PAGE_PATH, { abort: true, error: (issue) => say.notPagePath(issue.input) })
      .refine((value) => !RESERVED_PAGE_PATHS.has(value), { error: (issue) => say.notPagePath(issue.input) }),
    { kind: "pagePath", expected: expectation.pagePath },
    about,
  );

/** A path to an image file, relative to the content folder (the build checks the file itself). */
export const image = (about?: string) =>
  annotate(writtenText(expectation.image), { kind: "image", expected: expectation.image }, about);

export const choice = <V extends readonly [string, ...string[]]>(values: V, about?: string) =>
  annotate(z.enum(values), { kind: "choice", expected: expectation.choice(values) }, about);

export const wholeNumber = (min: number, max: number, about?: string) =>
  annotate(
    z.number().int().min(min).max(max),
    { kind: "wholeNumber", expected: expectation.wholeNumber(min, max) },
    about,
  );

/** The key of an entry of a list-shaped content file, e.g. a screenshot's slug. */
export const reference = (to: ReferenceTarget, about?: string) => {
  const expected = expectation.reference(to.key, to.file);
  return annotate(
    writtenText(expected),
    { kind: "reference", expected, references: { file: to.file, key: to.key } },
    about,
  );
};

export interface ListSize {
  readonly min?: number;
  readonly max?: number;
  readonly exactly?: number;
}

/** A list of at least one item unless `size` says otherwise. */
export function list<T extends z.ZodType>(of: T, size: ListSize = {}, about?: string) {
  const min = size.exactly ?? size.min ?? 1;
  const max = size.exactly ?? size.max ?? Number.POSITIVE_INFINITY;
  const items = z.array(of).min(min);
  const expected = expectation.list(min, max, annotationOfField(of).expected);
  return annotate(Number.isFinite(max) ? items.max(max) : items, { kind: "list", expected }, about);
}

/** A group of named fields; `typeName` is its GraphQL type. No other field is allowed in it. */
export function group<S extends z.ZodRawShape>(typeName: string, fields: S, about?: string) {
  const expected = expectation.group(Object.keys(fields));
  return annotate(z.strictObject(fields), { kind: "group", expected, typeName }, about);
}

/** A field that may be left out (or left empty); every other field is required. */
export function optional<T extends z.ZodType>(field: T) {
  const meta = field.meta();
  // The annotation is repeated on the wrapper so readers of the JSON Schema find it on the field.
  return meta ? field.nullish().meta(meta) : field.nullish();
}
