/**
 * One file of the content as the checks see it: what it is declared as, where it is, and the value
 * its YAML parses to. A single file is named by its declaration; a collection's files by their
 * own names, which are the slugs of the products they hold.
 */
import type { z } from "zod";
import type { ContentSpec } from "./content-file";

export interface Document {
  readonly spec: ContentSpec;
  /** Its path inside the content folder, e.g. `site.yaml` or `apps/baby-lullabies.yaml`. */
  readonly file: string;
  /** What its YAML parses to. */
  readonly value: unknown;
  /**
   * How messages name it when its file's name is not known: the content editor hands over the
   * saved products of a collection without their file names (the app "Starlight Stories").
   */
  readonly shownAs?: string;
  /**
   * A new product the content editor has not saved yet: its file is still to be made, named
   * after the product's name, so messages about that name say to change the name.
   */
  readonly unsaved?: boolean;
}

/** How messages name a document's file: `content/apps/baby-lullabies.yaml`. */
export const fileShownAs = (document: Pick<Document, "file" | "shownAs">): string =>
  document.shownAs ?? `content/${document.file}`;

/** The file extensions a content file may have. */
export const YAML_EXTENSION = /\.ya?ml$/i;

/** A product's slug: its file's name without the extension (`apps/baby-lullabies.yaml` → `baby-lullabies`). */
export function productSlug(file: string): string {
  return (file.split("/").pop() ?? file).replace(YAML_EXTENSION, "");
}

/** The schema a file is checked against: its declaration's, or a stricter one for a named product. */
export function documentSchema({ spec, file }: Pick<Document, "spec" | "file">): z.ZodType {
  if (spec.shape !== "folder") return spec.schema;
  return spec.stricter.get(productSlug(file))?.schema ?? spec.schema;
}
