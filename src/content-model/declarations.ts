/**
 * What the content folder holds: single files (site.yaml, screenshots.yaml) and collections, folders
 * of one file per product (apps/, web-platforms/). Each names its files, its GraphQL node type, its
 * label in the content editor, what it holds, and the zod schema of one file.
 */
import type { z } from "zod";

interface Declaration<S extends z.ZodType> {
  /** What editors call it in the content editor, e.g. "Site texts" or "Apps". */
  readonly label: string;
  /**
   * The node type of its content in one language, e.g. `SiteContent` (on-create-node.ts makes
   * them). Not a type gatsby-transformer-yaml ever made: a build's cache remembers which plugin
   * owns each type, even once Gatsby deletes the cache, and refuses another owner.
   */
  readonly typeName: string;
  /** What it holds, for messages and descriptions. */
  readonly about: string;
  readonly schema: S;
}

export interface SingleFile<S extends z.ZodType = z.ZodType> extends Declaration<S> {
  readonly shape: "file";
  /** Its name inside the content folder. */
  readonly file: string;
  /**
   * A file holding a list of entries under one field (`screenshots: [...]`, since the editor edits
   * files whose top is a group of fields), each named by its `key`: each entry becomes a node of
   * its own (`typeName`) that other files refer to by its key.
   */
  readonly entries?: { readonly field: string; readonly key: string; readonly typeName: string };
}

export interface Collection<S extends z.ZodType = z.ZodType> extends Declaration<S> {
  readonly shape: "folder";
  /** Its folder inside the content folder; also the kind's name in site.yaml. */
  readonly folder: string;
  /** What one file of it is called, e.g. "app". */
  readonly itemLabel: string;
}

export type ContentSpec = SingleFile | Collection;

/** A file's `about` as a sentence: "the site's texts" → "The site's texts." */
export const sentence = (about: string) => `${about.charAt(0).toUpperCase()}${about.slice(1)}.`;

/**
 * One file of the content as the checks see it: what it is declared as, its path inside the
 * content folder (`apps/baby-lullabies.yaml`), and what its YAML parses to.
 */
export interface Document {
  readonly spec: ContentSpec;
  readonly file: string;
  readonly value: unknown;
  /** A new product the editor has not saved yet: its file is still to be named after its name. */
  readonly unsaved?: boolean;
}

/** The file extensions a content file may have. */
export const YAML_EXTENSION = /\.ya?ml$/i;

/** A product's slug: its file's name without the extension (`apps/baby-lullabies.yaml` → `baby-lullabies`). */
export const productSlug = (file: string): string =>
  (file.split("/").pop() ?? file).replace(YAML_EXTENSION, "");
