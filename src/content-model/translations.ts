/**
 * How a content file holds its languages, as the content editor's i18n writes them (`single_file`):
 * one key per language at its top, `en:` with everything and every other language with only what
 * is translated (texts and page addresses). A language's content is read whole by taking what is
 * given once (pictures, slugs, dates, versions, IDs) from English.
 */
import { z } from "zod";
import { ALL_LANGUAGES, DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../lib/languages";
import { productSlug, type Collection, type Document } from "./declarations";
import { isEmptyValue, isGroup } from "./fields";
import { jsonSchemaOf, type JsonField, type Path } from "./json-schema";

/** Whether a field is written per language, given once, or a group of both. */
type Translation = "translated" | "once" | "mixed";

export function translationOf(field: JsonField): Translation {
  if (field.items) return translationOf(field.items);
  if (!field.properties) return field.translated ? "translated" : "once";
  const kinds = new Set(Object.values(field.properties).map(translationOf));
  return kinds.size === 1 && !kinds.has("mixed") ? [...kinds][0] : "mixed";
}

/** The languages a file has content for, in the order of LANGUAGES. */
export const languagesIn = (file: unknown): Language[] =>
  ALL_LANGUAGES.filter((language) => isGroup(file) && !isEmptyValue(file[language]));

/** The keys at a file's top that name no language. */
export const strayKeys = (file: unknown): string[] =>
  isGroup(file) ? Object.keys(file).filter((key) => !Object.hasOwn(LANGUAGES, key)) : [];

/**
 * `language`'s content of a file whose top is `file`: English as written; another language's texts
 * and page addresses with the rest taken from English. An item of a list that mixes both (a release:
 * its version and day once, its notes per language) is matched to the English one by the list's
 * `uniqueBy` field, else by its place. A page address not translated (or left empty) is English's, in
 * the language's folder: `/es` + `/baby-lullabies`.
 *
 * Returns the language's content whole (`value`), as the schema reads it; where the language's own
 * part gives a field that is given once, in English (`givenOnce`: ignored); and the key fields of
 * the items that translate no English item (`unmatched`: a release of no English version).
 */
export function contentIn(root: JsonField, file: unknown, language: Language) {
  const english = isGroup(file) ? file[DEFAULT_LANGUAGE] : undefined;
  const own = isGroup(file) ? file[language] : undefined;
  const givenOnce: Path[] = [];
  const unmatched: Path[] = [];
  if (language === DEFAULT_LANGUAGE) return { value: english, givenOnce, unmatched };

  const merge = (field: JsonField, base: unknown, given: unknown, path: Path, key?: string): unknown => {
    const kind = translationOf(field);
    // A group or list of nothing but empty values is none: the editor writes such for a language
    // not filled in (`detail: { sections: { heading: null } }`).
    const value = (field.items || field.properties) && isEmptyValue(given) ? undefined : given;
    if (kind === "once") {
      // A mixed list's item names the English one it translates by its key.
      if (value !== undefined && path.at(-1) === key) return value;
      if (value !== undefined) givenOnce.push(path);
      return base;
    }
    if (field.properties) {
      if (value === undefined && base === undefined) return undefined;
      const ours = isGroup(value) ? value : {};
      const theirs = isGroup(base) ? base : {};
      const merged: Record<string, unknown> = { ...ours };
      for (const [name, child] of Object.entries(field.properties)) {
        const result = merge(child, theirs[name], ours[name], [...path, name], key);
        if (result === undefined) delete merged[name];
        else merged[name] = result;
      }
      return isGroup(value) || value === undefined ? merged : value;
    }
    if (field.items && kind === "mixed") {
      // Against an English list that is missing or empty, its one problem is said, not each item's.
      if (!Array.isArray(base) || base.length === 0 || !Array.isArray(value))
        return Array.isArray(base) ? value : base;
      const { items, uniqueBy: by } = field;
      return value.map((item: unknown, index) => {
        const match =
          by === undefined
            ? base[index]
            : base.find((candidate) => isGroup(candidate) && isGroup(item) && candidate[by] === item[by]);
        if (match === undefined && by !== undefined) unmatched.push([...path, index, by]);
        return match === undefined ? item : merge(items, match, item, [...path, index], by);
      });
    }
    if (field.pagePath && isEmptyValue(value) && typeof base === "string")
      return `${LANGUAGES[language].folder}${base}`;
    return value;
  };

  return { value: merge(root, english, isGroup(own) ? own : {}, []), givenOnce, unmatched };
}

/** The content of the file of `spec` among `documents` in `language`, as its schema reads it. */
export const fileIn = <S extends z.ZodType>(
  documents: readonly Document[],
  spec: { readonly schema: S },
  language: Language,
) => {
  const file = documents.find((document) => document.spec.schema === spec.schema)?.value;
  return z.parse(spec.schema, contentIn(jsonSchemaOf(spec.schema), file, language).value);
};

/**
 * The products of `collection` among `documents` that have content in `language`, each as read
 * from its file: its slug (the file's name), its file and its content.
 */
export const productsIn = <S extends z.ZodType>(
  documents: readonly Document[],
  collection: Collection<S>,
  language: Language,
) =>
  documents
    .filter((document) => document.spec === collection && languagesIn(document.value).includes(language))
    .map((document) => ({
      slug: productSlug(document.file),
      file: document.file,
      content: fileIn([document], collection, language),
    }));
