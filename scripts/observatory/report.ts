/**
 * What `npm run observatory` makes of the scanner's answers: the check it applies (every page A+
 * with no failed test) and the lines it prints. scan.mjs sends one message per page; they are
 * read here with a schema, so a scanner that changes the shape of its answer fails loudly.
 */
import { z } from "zod";

const testOutcomeSchema = z.object({
  pass: z.boolean(),
  /** What the test found, e.g. `csp-implemented-with-unsafe-eval`. */
  result: z.string(),
  /** Points the result adds to or takes from the score of 100. */
  scoreModifier: z.number(),
});

/** One message of scan.mjs: a page's scan, or why it could not be scanned. */
export const scanMessageSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("scanned"),
    /** The address as the scanner was given it, `localhost/admin/`. */
    page: z.string(),
    scan: z.object({
      grade: z.string(),
      score: z.number(),
      testsPassed: z.number(),
      testsFailed: z.number(),
    }),
    /** By test id, e.g. `content-security-policy`. */
    tests: z.record(z.string(), testOutcomeSchema),
  }),
  z.object({ type: z.literal("failed"), page: z.string(), error: z.string() }),
]);

export type ScanMessage = z.infer<typeof scanMessageSchema>;
export type TestOutcome = z.infer<typeof testOutcomeSchema>;

/** A page the scan covers: its name in the report and its address on the site; and what its scan gave. */
type Page = { readonly name: string; readonly path: string };
export type PageResult = Page & { readonly outcome: ScanMessage };

/** How the scanner is given a page: the one host name the HTTPS front's certificate is for, and the path. */
export const scanAddress = (path: string): string => `localhost${path}`;

const NO_RESULT = "The scanner sent no result for this page.";

/** Each page with its message from scan.mjs; a page it sent nothing for counts as failed. */
export const matchResults = (pages: readonly Page[], messages: readonly ScanMessage[]): PageResult[] =>
  pages.map((page) => {
    const address = scanAddress(page.path);
    const missing = { type: "failed", page: address, error: NO_RESULT } as const;
    return { ...page, outcome: messages.find((message) => message.page === address) ?? missing };
  });

/** The bar each page is held to. */
const BAR = "A+ with no failed test";
const meetsBar = ({ outcome }: PageResult) =>
  outcome.type === "scanned" && outcome.scan.grade === "A+" && outcome.scan.testsFailed === 0;

/**
 * The tests that explain a score: every failed one, then every passed one that moved the score
 * (bonuses above 100 included), largest effect first within each.
 */
export const testsThatCount = (tests: Readonly<Record<string, TestOutcome>>): Array<[string, TestOutcome]> =>
  Object.entries(tests)
    .filter(([, test]) => !test.pass || test.scoreModifier !== 0)
    .sort(
      ([a, one], [b, other]) =>
        Number(one.pass) - Number(other.pass) ||
        Math.abs(other.scoreModifier) - Math.abs(one.scoreModifier) ||
        a.localeCompare(b),
    );

/** `+5`, `-20`, `0`. */
const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** The report: each page's grade and the tests behind its score, then the verdict. */
export function reportLines(results: readonly PageResult[]): string[] {
  const pages = results.flatMap(({ name, path, outcome }) => {
    if (outcome.type === "failed") return [`${name} ${path}: not scanned: ${outcome.error}`, ""];
    const { grade, score, testsPassed, testsFailed } = outcome.scan;
    const heading = `${name} ${path}: ${grade}, score ${score}; tests passed ${testsPassed}, failed ${testsFailed}`;
    const tests = testsThatCount(outcome.tests).map(
      ([id, { pass, scoreModifier, result }]) =>
        `  ${pass ? "passed" : "FAILED"} ${signed(scoreModifier)} ${id}: ${result}`,
    );
    return [heading, ...tests, ""];
  });
  const below = results.filter((result) => !meetsBar(result)).map((result) => result.name);
  const of = `${below.length} of ${results.length} page${results.length === 1 ? "" : "s"}`;
  return [
    ...pages,
    below.length === 0 ? `Every page is ${BAR}.` : `Not ${BAR}: ${below.join(", ")} (${of}).`,
  ];
}

/** 0 when every page meets the bar, 1 otherwise: `npm run observatory` is a check. */
export const exitCode = (results: readonly PageResult[]): number =>
  results.length > 0 && results.every(meetsBar) ? 0 : 1;
