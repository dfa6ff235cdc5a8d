import type { GatsbyNode } from "gatsby";
import { contentFiles } from "../content/model";
import { formatProblems, validateContent } from "../content/validate";
import { CONTENT_DIR } from "./content-dir";

/**
 * Checks every content file before anything is built, so an editor's mistake is reported once,
 * in plain words, with every problem listed, instead of as a GraphQL error or a broken page.
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const problems = validateContent(CONTENT_DIR, contentFiles);
  if (problems.length > 0) {
    reporter.panic(formatProblems(problems));
  }
};
