/**
 * Where the check before saving (before-save.ts) finds the saved content to check an entry against.
 * Decap hands its `getCollection` to preview templates only; each preview hands it on here when
 * it opens, so that an entry is checked against the other files before it is saved. Until a
 * preview has opened (the editor shows it beside the form unless it is switched off), an entry is
 * checked on its own and, if it passes, still not saved: before-save.ts asks for the preview.
 */
import type { GetCollection } from "./preview/decap-preview";

let source: GetCollection | undefined;

export function rememberSavedContent(getCollection: GetCollection): void {
  source = getCollection;
}

export function savedContentSource(): GetCollection | undefined {
  return source;
}
