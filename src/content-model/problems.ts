/** A problem found in the content, and how it is printed: file › where: what is wrong. */
export interface Problem {
  /** File path relative to the project, e.g. `content/site.yaml` (or how the editor names it). */
  readonly file: string;
  /** Where in the file: field names and list positions, e.g. `["about", "heading"]`. */
  readonly where: readonly string[];
  readonly message: string;
}

/** One line per problem, ready to print. */
export function formatProblem(problem: Problem): string {
  const where = problem.where.length > 0 ? ` › ${problem.where.join(" › ")}` : "";
  return `${problem.file}${where}: ${problem.message}`;
}

export function formatProblems(problems: readonly Problem[]): string {
  const count = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return [
    `The content in content/ has ${count}. Fix ${problems.length === 1 ? "it" : "them"} and run the command again:`,
    "",
    ...problems.map((problem) => `  • ${formatProblem(problem)}`),
    "",
    "CONTENT.md explains every content file and field.",
  ].join("\n");
}
