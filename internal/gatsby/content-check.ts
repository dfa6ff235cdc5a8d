import type { Reporter } from "gatsby";
import { untranslatedProducts } from "../../src/content-model/check";
import { CONTENT_FOLDER, formatProblems, say } from "../../src/content-model/words";
import { CONTENT_DIR, readContent, validateContent } from "../content-files/content-folder";
import { writeEditorSchemas } from "../content-files/editor-schemas";

/** What the last check printed, so `develop` reports a change of state once, not per file. */
let lastReport = "";

function check(): string {
  const problems = validateContent(CONTENT_DIR);
  return problems.length > 0 ? formatProblems(problems) : "";
}

/**
 * Checks every content file before anything is built, so an editor's mistake is reported once,
 * in plain words, with every problem listed, instead of as a GraphQL error or a broken page; then
 * notes the products some language lacks (no problem: they have no pages in it). Writes the files'
 * JSON Schemas for editors' editors.
 */
export function checkContent(reporter: Reporter): void {
  writeEditorSchemas(CONTENT_DIR);
  lastReport = check();
  if (lastReport !== "") reporter.panic(lastReport);
  const untranslated = untranslatedProducts(readContent(CONTENT_DIR).documents);
  if (untranslated.length > 0) reporter.info(say.untranslated(untranslated));
}

/**
 * While `npm run develop` runs, every save of a content file makes its node again (on-create-node.ts
 * calls this, and create-pages.ts before it makes pages): the content is checked again and the same
 * messages as the build's printed, without stopping the preview. A state already reported is not
 * repeated.
 */
export function recheckContent(reporter: Reporter): void {
  const report = check();
  if (report === lastReport) return;
  if (report !== "") reporter.error(report);
  else reporter.success(`The content in ${CONTENT_FOLDER}/ is valid again.`);
  lastReport = report;
}
