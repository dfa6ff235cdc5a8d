/**
 * A content file in `content/`: its name, its GraphQL node type, what it holds (for messages and
 * the editors' guide) and the zod schema of its whole document.
 */
import { z } from "zod";
import { ANNOTATION } from "./annotation";
import { group } from "./fields";
import { expectation } from "./plain-words";

/** What declares a content file of either shape: its name, its node type, what it holds. */
interface FileSpec<S extends z.ZodRawShape> {
  /** File name inside the content folder. */
  readonly file: string;
  /** The node type gatsby-transformer-yaml gives it (of each entry, in a list file), e.g. `SiteYaml`. */
  readonly typeName: string;
  /** What the file holds, for messages and descriptions. */
  readonly about: string;
  /** Its fields (of each entry, in a list file); the schema is made from them. */
  readonly fields: S;
}

/** What declares a list file: a file spec, and where its entries are and what names each. */
interface ListFileSpec<K extends string, S extends z.ZodRawShape> extends FileSpec<S> {
  /** The node type gatsby-transformer-yaml gives the file itself, e.g. `ScreenshotsFileYaml`. */
  readonly fileTypeName: string;
  /** The top-level field that holds the entries, e.g. `screenshots`. */
  readonly entries: K;
  /** The field that names an entry; other files refer to entries by it. */
  readonly key: keyof S & string;
}

/** A content file holding one group of fields, e.g. `site.yaml`. */
export interface GroupFile<S extends z.ZodRawShape = z.ZodRawShape> extends Omit<FileSpec<S>, "fields"> {
  readonly shape: "group";
  /** The whole document. */
  readonly schema: z.ZodObject<S, z.core.$strict>;
}

/**
 * A content file holding a list of entries under one field, e.g. `screenshots.yaml` with
 * `screenshots: [...]`. Each entry becomes a node of its own (`typeName`) that other files refer
 * to by its key. (The list sits under a field, not at the top of the file, because Decap CMS
 * edits files whose top level is a group of fields.)
 */
export interface ListFile<K extends string = string, S extends z.ZodRawShape = z.ZodRawShape> extends Omit<
  ListFileSpec<K, S>,
  "fields"
> {
  readonly shape: "list";
  /** One entry. */
  readonly entry: z.ZodObject<S, z.core.$strict>;
  /** The whole document: the entries under their field. */
  readonly schema: z.ZodObject<Record<K, z.ZodArray<z.ZodObject<S, z.core.$strict>>>, z.core.$strict>;
}

export type ContentFile = GroupFile | ListFile;

const sentence = (about: string) => `${about.charAt(0).toUpperCase()}${about.slice(1)}.`;

export function groupFile<S extends z.ZodRawShape>(spec: FileSpec<S>): GroupFile<S> {
  const { fields, ...rest } = spec;
  return { shape: "group", ...rest, schema: group(spec.typeName, fields, sentence(spec.about)) };
}

export function listFile<K extends string, S extends z.ZodRawShape>(
  spec: ListFileSpec<K, S>,
): ListFile<K, S> {
  const { fields, ...rest } = spec;
  const entry = group(spec.typeName, fields);
  const expected = expectation.entries(spec.entries, spec.key);
  const entries = z
    .array(entry)
    .min(1)
    .meta({
      description: `${sentence(spec.about)} Each entry starts with "- ${spec.key}:".`,
      [ANNOTATION]: { kind: "list", expected },
    });
  // A computed key loses its literal type in TypeScript; the shape is exactly { [entries]: … }.
  const shape = { [spec.entries]: entries } as Record<K, typeof entries>;
  const schema = z.strictObject(shape).meta({
    description: `${sentence(spec.about)} Other files name an entry by its ${spec.key}.`,
    [ANNOTATION]: { kind: "group", expected, typeName: spec.fileTypeName },
  });
  return { shape: "list", ...rest, entry, schema };
}
