/** @jest-environment node */
import {
  exitCode,
  matchResults,
  reportLines,
  scanAddress,
  scanMessageSchema,
  testsThatCount,
  type PageResult,
  type ScanMessage,
  type TestOutcome,
} from "./report";

const graded = (pass: boolean, result: string, scoreModifier: number): TestOutcome => ({
  pass,
  result,
  scoreModifier,
});

const BEST_TESTS: Record<string, TestOutcome> = {
  "content-security-policy": graded(true, "csp-implemented-with-no-unsafe", 0),
  "referrer-policy": graded(true, "referrer-policy-private", 5),
  "strict-transport-security": graded(true, "hsts-implemented-max-age-at-least-six-months", 0),
  "x-frame-options": graded(true, "x-frame-options-implemented-via-csp", 5),
};

type Scanned = Extract<ScanMessage, { type: "scanned" }>;

const scanned = (page: string, grade: string, score: number, tests = BEST_TESTS): Scanned => {
  const failed = Object.values(tests).filter((outcome) => !outcome.pass).length;
  return {
    type: "scanned",
    page,
    scan: { grade, score, testsPassed: Object.keys(tests).length - failed, testsFailed: failed },
    tests,
  };
};

const UNSAFE_EVAL: Record<string, TestOutcome> = {
  ...BEST_TESTS,
  "content-security-policy": graded(false, "csp-implemented-with-unsafe-eval", -10),
  "cross-origin-resource-sharing": graded(
    false,
    "cross-origin-resource-sharing-implemented-with-universal-access",
    -50,
  ),
};

const HOME: PageResult = { name: "home", path: "/", outcome: scanned("localhost/", "A+", 110) };
const EDITOR: PageResult = {
  name: "editor",
  path: "/admin/",
  outcome: scanned("localhost/admin/", "F", 40, UNSAFE_EVAL),
};

describe("reading scan.mjs's messages", () => {
  it("accepts a scan and a failure, and drops the fields the report does not read", () => {
    const message = scanned("localhost/", "A+", 110);
    const extra = { ...message, scan: { ...message.scan, statusCode: 200 }, extra: true };
    expect(scanMessageSchema.parse(extra)).toEqual(message);
    expect(scanMessageSchema.parse({ type: "failed", page: "localhost/", error: "down" })).toEqual({
      type: "failed",
      page: "localhost/",
      error: "down",
    });
  });

  it("refuses an answer of another shape", () => {
    expect(
      scanMessageSchema.safeParse({ type: "scanned", page: "localhost/", scan: { grade: "A+" } }).success,
    ).toBe(false);
  });

  it("gives the scanner each page as host name and path, and matches its answers back", () => {
    expect(scanAddress("/admin/")).toBe("localhost/admin/");
    const pages = [
      { name: "home", path: "/" },
      { name: "editor", path: "/admin/" },
    ];
    const results = matchResults(pages, [EDITOR.outcome]);
    expect(results[1]).toEqual(EDITOR);
    expect(results[0]?.outcome).toEqual({
      type: "failed",
      page: "localhost/",
      error: "The scanner sent no result for this page.",
    });
  });
});

describe("the check", () => {
  it("passes only when every page is A+ with no failed test", () => {
    expect(exitCode([HOME])).toBe(0);
    expect(exitCode([HOME, EDITOR])).toBe(1);
    const aPlusWithAFailure = scanned("localhost/", "A+", 100, {
      ...BEST_TESTS,
      "subresource-integrity": graded(false, "sri-not-implemented-but-external-scripts-loaded-securely", -5),
    });
    expect(exitCode([{ ...HOME, outcome: aPlusWithAFailure }])).toBe(1);
  });

  it("fails a page that could not be scanned, and a run with no page", () => {
    expect(exitCode([{ ...HOME, outcome: { type: "failed", page: "localhost/", error: "down" } }])).toBe(1);
    expect(exitCode([])).toBe(1);
  });
});

describe("the report", () => {
  it("lists failed tests first, then those that moved the score, largest effect first", () => {
    expect(testsThatCount(UNSAFE_EVAL).map(([id]) => id)).toEqual([
      "cross-origin-resource-sharing",
      "content-security-policy",
      "referrer-policy",
      "x-frame-options",
    ]);
  });

  it("gives each page's grade and the tests behind its score, then the verdict", () => {
    const failed: PageResult = {
      name: "app",
      path: "/app",
      outcome: { type: "failed", page: "localhost/app", error: "The site seems to be down." },
    };
    expect(reportLines([HOME, EDITOR, failed])).toEqual([
      "home /: A+, score 110; tests passed 4, failed 0",
      "  passed +5 referrer-policy: referrer-policy-private",
      "  passed +5 x-frame-options: x-frame-options-implemented-via-csp",
      "",
      "editor /admin/: F, score 40; tests passed 3, failed 2",
      "  FAILED -50 cross-origin-resource-sharing: cross-origin-resource-sharing-implemented-with-universal-access",
      "  FAILED -10 content-security-policy: csp-implemented-with-unsafe-eval",
      "  passed +5 referrer-policy: referrer-policy-private",
      "  passed +5 x-frame-options: x-frame-options-implemented-via-csp",
      "",
      "app /app: not scanned: The site seems to be down.",
      "",
      "Not A+ with no failed test: editor, app (2 of 3 pages).",
    ]);
  });

  it("says so when every page passes, and lists no test when none moved a score", () => {
    const plain = scanned("localhost/", "A", 100, {
      "referrer-policy": graded(true, "referrer-policy-not-implemented", 0),
    });
    expect(reportLines([{ ...HOME, outcome: plain }])).toEqual([
      "home /: A, score 100; tests passed 1, failed 0",
      "",
      "Not A+ with no failed test: home (1 of 1 page).",
    ]);
    expect(reportLines([HOME]).at(-1)).toBe("Every page is A+ with no failed test.");
  });
});
