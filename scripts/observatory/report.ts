/**
 * What `npm run observatory` makes of the scanner's answers: the check it applies (every page A+
 * with no failed test) and the lines it prints. scan.mjs sends one message per page; they are
 * read here with a schema, so a scanner that changes the shape of its answer fails loudly.
 */
import { z } from "zod";

/** A page the scan covers: its name in the report and its address on the site. */
export interface PageToScan {
  readonly name: string;
  readonly path: string;
}

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
      statusCode: z.number(),
      testsPassed: z.number(),
      testsFailed: z.number(),
      testsQuantity: z.number(),
    }),
    /** By test id, e.g. `content-security-policy`. */
    tests: z.record(z.string(), testOutcomeSchema),
  }),
  z.object({ type: z.literal("failed"), page: z.string(), error: z.string() }),
]);

export type ScanMessage = z.infer<typeof scanMessageSchema>;
export type TestOutcome = z.infer<typeof testOutcomeSchema>;

/** A page with what its scan gave. */
export interface PageResult extends PageToScan {
  readonly outcome: ScanMessage;
}

/** The one host name the HTTPS front's certificate is for. */
const SCAN_HOST = "localhost";

/** How the scanner is given a page: a host name with the path appended. */
export const scanAddress = (path: string): string => `${SCAN_HOST}${path}`;

/** Each page with its message from scan.mjs; a page it sent nothing for counts as failed. */
export function matchResults(pages: readonly PageToScan[], messages: readonly ScanMessage[]): PageResult[] {
  return pages.map((page) => {
    const address = scanAddress(page.path);
    const outcome = messages.find((message) => message.page === address) ?? {
      type: "failed" as const,
      page: address,
      error: "The scanner sent no result for this page.",
    };
    return { ...page, outcome };
  });
}

/** The bar each page is held to. */
const BAR = "A+ with no failed test";

function meetsBar(outcome: ScanMessage): boolean {
  return outcome.type === "scanned" && outcome.scan.grade === "A+" && outcome.scan.testsFailed === 0;
}

/** `+5`, `-20`, `0`. */
const signed = (value: number): string => (value > 0 ? `+${value}` : String(value));

/** Rows of cells as lines, each column as wide as its widest cell. */
export function alignColumns(rows: ReadonlyArray<readonly string[]>): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, index) => (widths[index] = Math.max(widths[index] ?? 0, cell.length)));
  }
  return rows.map((row) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join("  ")
      .trimEnd(),
  );
}

function summaryRow({ name, path, outcome }: PageResult): string[] {
  if (outcome.type === "failed") return [name, path, "-", "-", "-", "-", "NO (not scanned)"];
  const { grade, score, testsPassed, testsFailed } = outcome.scan;
  return [
    name,
    path,
    grade,
    String(score),
    String(testsPassed),
    String(testsFailed),
    meetsBar(outcome) ? "yes" : "NO",
  ];
}

/**
 * The tests that explain a score: every failed one, then every passed one that moved the score
 * (bonuses above 100 included), largest effect first within each.
 */
export function testsThatCount(tests: Readonly<Record<string, TestOutcome>>): Array<[string, TestOutcome]> {
  const counted = Object.entries(tests).filter(([, test]) => !test.pass || test.scoreModifier !== 0);
  const byEffect = (a: [string, TestOutcome], b: [string, TestOutcome]) =>
    Math.abs(b[1].scoreModifier) - Math.abs(a[1].scoreModifier) || a[0].localeCompare(b[0]);
  return [
    ...counted.filter(([, test]) => !test.pass).sort(byEffect),
    ...counted.filter(([, test]) => test.pass).sort(byEffect),
  ];
}

function detailLines({ name, path, outcome }: PageResult): string[] {
  const heading = `${name} ${path}`;
  if (outcome.type === "failed") return [heading, `  not scanned: ${outcome.error}`];
  const counted = testsThatCount(outcome.tests);
  if (counted.length === 0) return [heading, "  every test passed, none moved the score"];
  const rows = counted.map(([id, test]) => [
    test.pass ? "passed" : "FAILED",
    signed(test.scoreModifier),
    id,
    test.result,
  ]);
  return [heading, ...alignColumns(rows).map((line) => `  ${line}`)];
}

function verdictLine(results: readonly PageResult[]): string {
  const below = results.filter((result) => !meetsBar(result.outcome)).map((result) => result.name);
  return below.length === 0
    ? `Every page is ${BAR}.`
    : `Not ${BAR}: ${below.join(", ")} (${below.length} of ${results.length} page${results.length === 1 ? "" : "s"}).`;
}

/** The report: a row per page, then the tests behind each score, then the verdict. */
export function reportLines(results: readonly PageResult[]): string[] {
  const table = alignColumns([
    ["Page", "Address", "Grade", "Score", "Passed", "Failed", BAR],
    ...results.map(summaryRow),
  ]);
  const details = results.flatMap((result) => ["", ...detailLines(result)]);
  return [...table, ...details, "", verdictLine(results)];
}

/** 0 when every page meets the bar, 1 otherwise: `npm run observatory` is a check. */
export const exitCode = (results: readonly PageResult[]): number =>
  results.length > 0 && results.every((result) => meetsBar(result.outcome)) ? 0 : 1;
