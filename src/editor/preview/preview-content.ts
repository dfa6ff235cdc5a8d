import { checkDocuments } from "../../content-model/check-documents";
import { contentSpecs } from "../../content-model/content-files";
import type { Document } from "../../content-model/document";
import { formatProblem } from "../../content-model/problems";
import { checkPicture } from "../picture-check";
import { unusableUploads } from "../uploaded-pictures";

/** What a preview can show of the content it needs. */
export type PreviewContent =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  /** Each problem in the words of the build's content check. */
  | { readonly state: "problems"; readonly problems: readonly string[] }
  /** The entry being edited among the saved documents it needs, all checked together. */
  | { readonly state: "ready"; readonly edited: Document; readonly documents: readonly Document[] };

/** `documents` in the order the build checks them: single files first, then each collection. */
function inBuildOrder(documents: readonly Document[]): Document[] {
  return contentSpecs.flatMap((spec) => documents.filter((document) => document.spec === spec));
}

/**
 * Checks the values a preview shows as the build would check those files: the one being edited
 * with its unsaved values, the others it needs as saved, together, so that a reference to a
 * screenshot is checked against the screenshots' slugs and a page address against every other.
 * The check before saving (before-save.ts) is this one, on the values about to be saved.
 * `unusable`: the uploads read so far and found to be no picture the build can use.
 */
export function checkPreview(
  edited: Document,
  saved: readonly Document[],
  unusable: ReadonlySet<string> = unusableUploads(),
): PreviewContent {
  const documents = inBuildOrder([...saved, edited]);
  const checkImage = (imagePath: string) => checkPicture(imagePath, unusable);
  const problems = checkDocuments(documents, { checkImage }).map(formatProblem);
  return problems.length > 0 ? { state: "problems", problems } : { state: "ready", edited, documents };
}
