/**
 * The name Decap gives the file of a new product, made from the product's name when it is first
 * saved. The check before saving needs it before Decap makes it (Decap runs `preSave` first), so
 * that a name whose file would clash with another product's, or that the build could not take as a
 * file name, is refused in words instead of being saved.
 *
 * Decap documents the options (config.ts: `slug`, the collections' `slug: "{{fields.name}}"`) but
 * not every step, so this follows decap-cms-core 3.x's `slugFormatter` for those options, with the
 * same two libraries: lower case, apostrophes dropped, dots made dashes, accents removed
 * (`diacritics`), every character but letters, digits, `_`, `-`, `~` made a dash, names a file
 * system refuses removed (`sanitize-filename`), dashes never doubled nor at either end.
 * e2e/editor-edges.spec.ts checks it against the files Decap really writes.
 */
import { remove as withoutAccents } from "diacritics";
import sanitizeFilename from "sanitize-filename";

const REPLACEMENT = "-";

/** Each character Decap does not keep in an ASCII file name (RFC 3986's unreserved characters). */
const NOT_KEPT = /[^\w\-.~]/gu;

/** `Tom's Café Finder` → `toms-cafe-finder`: the slug, the file's name without `.yaml`. */
export function newFileSlug(name: string): string {
  const prepared = name.trim().toLocaleLowerCase().replace(/'/g, "").replace(/\./g, "-");
  const ascii = withoutAccents(prepared).replace(NOT_KEPT, REPLACEMENT);
  return sanitizeFilename(ascii, { replacement: REPLACEMENT })
    .replace(/-+/g, REPLACEMENT)
    .replace(/^-|-$/g, "");
}
