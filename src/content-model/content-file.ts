/**
 * What the content folder holds, declared once: single files (`site.yaml`, `screenshots.yaml`)
 * and collections, folders of one file per product (`apps/`, `web-platforms/`). Each declaration
 * names its files, its GraphQL node type, its label in the content editor, what it holds (for
 * messages and the editors' guide) and the zod schema of one document.
 */
import { z } from "zod";
import { group, list } from "./fields";
import { declareField, fieldOf } from "./field-tree";
import { expectation } from "./plain-words";

interface Declaration<S extends z.ZodRawShape> {
  /** What editors call it in the content editor, e.g. "Site" or "Apps". */
  readonly label: string;
  /** The node type gatsby-transformer-yaml gives it (each entry's, in a list file), e.g. `SiteYaml`. */
  readonly typeName: string;
  /** What it holds, for messages and descriptions. */
  readonly about: string;
  /** Its fields (of each entry, in a list file); the schema is made from them. */
  readonly fields: S;
}

interface FileDeclaration<S extends z.ZodRawShape> extends Declaration<S> {
  /** File name inside the content folder. */
  readonly file: string;
}

interface ListFileDeclaration<K extends string, S extends z.ZodRawShape> extends FileDeclaration<S> {
  /** The node type gatsby-transformer-yaml gives the file itself, e.g. `ScreenshotsFileYaml`. */
  readonly fileTypeName: string;
  /** The top-level field that holds the entries, e.g. `screenshots`. */
  readonly entries: K;
  /** The field that names an entry; other files refer to entries by it. */
  readonly key: keyof S & string;
}

interface CollectionDeclaration<S extends z.ZodRawShape> extends Declaration<S> {
  /** The folder inside the content folder, e.g. `apps`; also the kind's name in site.yaml. */
  readonly folder: string;
  /** What one file of it is called, e.g. "app". */
  readonly itemLabel: string;
  /**
   * Files of the collection held to stricter rules than the rest, by product name: the
   * specification's own app keeps the counts the specification gives it.
   */
  readonly stricter?: Readonly<Record<string, { readonly fields: z.ZodRawShape; readonly why: string }>>;
}

type Strict<S extends z.ZodRawShape> = z.ZodObject<S, z.core.$strict>;

/** A content file holding one group of fields, e.g. `site.yaml`. */
export interface GroupFile<S extends z.ZodRawShape = z.ZodRawShape> extends Omit<
  FileDeclaration<S>,
  "fields"
> {
  readonly shape: "group";
  /** The whole document. */
  readonly schema: Strict<S>;
}

/**
 * A content file holding a list of entries under one field, e.g. `screenshots.yaml` with
 * `screenshots: [...]`. Each entry becomes a node of its own (`typeName`) that other files refer
 * to by its key. (The list sits under a field, not at the top of the file, because the content
 * editor edits files whose top level is a group of fields.)
 */
export interface ListFile<K extends string = string, S extends z.ZodRawShape = z.ZodRawShape> extends Omit<
  ListFileDeclaration<K, S>,
  "fields"
> {
  readonly shape: "list";
  /** One entry. */
  readonly entry: Strict<S>;
  /** The whole document: the entries under their field. */
  readonly schema: z.ZodObject<Record<K, z.ZodArray<Strict<S>>>, z.core.$strict>;
}

/** A folder of files of one kind, e.g. `apps/`, each a group of fields named by its file name. */
export interface Collection<S extends z.ZodRawShape = z.ZodRawShape> extends Omit<
  CollectionDeclaration<S>,
  "fields" | "stricter"
> {
  readonly shape: "folder";
  /** One file. */
  readonly schema: Strict<S>;
  /** The schemas of the files held to stricter rules, by product name, with the reason. */
  readonly stricter: ReadonlyMap<string, { readonly schema: Strict<z.ZodRawShape>; readonly why: string }>;
}

export type SingleFile = GroupFile | ListFile;
export type ContentSpec = GroupFile | ListFile | Collection;

/** A file's `about` as a sentence: "the site's texts" → "The site's texts." */
export const sentence = (about: string) => `${about.charAt(0).toUpperCase()}${about.slice(1)}.`;

export function groupFile<S extends z.ZodRawShape>(declaration: FileDeclaration<S>): GroupFile<S> {
  const { fields, ...rest } = declaration;
  return {
    shape: "group",
    ...rest,
    schema: group(declaration.typeName, fields, sentence(declaration.about)),
  };
}

export function listFile<K extends string, S extends z.ZodRawShape>(
  declaration: ListFileDeclaration<K, S>,
): ListFile<K, S> {
  const { fields, ...rest } = declaration;
  const entry = group(declaration.typeName, fields);
  const entries = list(
    entry,
    { min: 1 },
    `${sentence(declaration.about)} Each entry starts with "- ${declaration.key}:".`,
  );
  // The list of entries reads as "a list of entries", not as a list of groups of fields.
  const expected = expectation.entries(declaration.entries, declaration.key);
  declareField(entries, { ...fieldOf(entries), expected });
  // A computed key loses its literal type in TypeScript; the shape is exactly { [entries]: … }.
  const shape = { [declaration.entries]: entries } as Record<K, z.ZodArray<Strict<S>>>;
  const schema = group(
    declaration.fileTypeName,
    shape,
    `${sentence(declaration.about)} Other files name an entry by its ${declaration.key}.`,
  );
  declareField(schema, { ...fieldOf(schema), expected });
  return { shape: "list", ...rest, entry, schema };
}

export function collection<S extends z.ZodRawShape>(declaration: CollectionDeclaration<S>): Collection<S> {
  const { fields, stricter = {}, ...rest } = declaration;
  const about = sentence(declaration.about);
  return {
    shape: "folder",
    ...rest,
    schema: group(declaration.typeName, fields, about),
    stricter: new Map(
      Object.entries(stricter).map(([name, { fields: strict, why }]) => [
        name,
        { schema: group(declaration.typeName, strict, `${about} ${why}`), why },
      ]),
    ),
  };
}
