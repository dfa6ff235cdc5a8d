import { checkDocuments } from "../../content/check-content";
import type { ContentFile } from "../../content/content-file";
import { contentFiles } from "../../content/content-files";
import { formatProblem } from "../../content/problems";

/** What a preview can show of the content it needs. */
export type PreviewContent =
  | { readonly state: "loading" }
  | { readonly state: "failed"; readonly message: string }
  /** Each problem in the words of the build's content check. */
  | { readonly state: "problems"; readonly problems: readonly string[] }
  /** Every value the preview needs, checked: each parses with its file's schema. */
  | { readonly state: "ready"; readonly values: ReadonlyMap<ContentFile, unknown> };

/**
 * Checks the values a preview shows as the build would check those files: the one being edited
 * with its unsaved values, the others it needs as saved. The files are checked together, so a
 * reference to a screenshot is checked against the screenshots' slugs, in the order the build
 * lists them (content-files.ts).
 */
export function checkPreview(values: ReadonlyMap<ContentFile, unknown>): PreviewContent {
  const documents = contentFiles
    .filter((spec) => values.has(spec))
    .map((spec) => ({ spec, value: values.get(spec) }));
  const problems = checkDocuments(documents).map(formatProblem);
  return problems.length > 0 ? { state: "problems", problems } : { state: "ready", values };
}
