import type { GatsbyNode, Reporter } from "gatsby";
import { validateContent } from "../content-files/validate-content";
import { formatProblems } from "../../src/content-model/problems";
import { CONTENT_DIR } from "../content-files/content-dir";

/** What the last check printed, so `develop` reports a change of state once, not per file. */
let lastReport = "";

function check(): string {
  const problems = validateContent(CONTENT_DIR);
  return problems.length > 0 ? formatProblems(problems) : "";
}

/** Whether the content passed its last check: `develop` goes on running while it does not. */
export const contentIsValid = (): boolean => lastReport === "";

/**
 * Checks every content file before anything is built, so an editor's mistake is reported once,
 * in plain words, with every problem listed, instead of as a GraphQL error or a broken page.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  lastReport = check();
  if (lastReport !== "") reporter.panic(lastReport);
};

/**
 * While `npm run develop` runs, every save of a content file or image creates its File node
 * again (on-create-node.ts calls this, and create-pages.ts before it makes pages): check the
 * content again and print the same messages as the build, without stopping the preview, so the
 * editor sees what to fix and the page updates once it is fixed. A state already reported is not
 * repeated.
 */
export function recheckContent(reporter: Reporter): void {
  const report = check();
  if (report === lastReport) return;
  if (report !== "") reporter.error(report);
  else reporter.success("The content in content/ is valid again.");
  lastReport = report;
}
