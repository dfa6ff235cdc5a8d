import "@testing-library/jest-dom";
import "jest-styled-components";

/**
 * jsdom's CSS parser does not know container queries (`@container`, theme.media.wideCard), which
 * browsers have read since 2023: it reports each stylesheet holding one as a parsing error. Those
 * reports, and only those, are left out of the tests' output.
 */
const reportError = console.error.bind(console);
/** jsdom's report, made in Node's realm (so not an `Error` of the test's). */
interface JsdomReport {
  readonly type?: unknown;
  readonly detail?: unknown;
}
console.error = (...args: unknown[]) => {
  const report = (typeof args[0] === "object" && args[0] !== null ? args[0] : {}) as JsdomReport;
  if (
    report.type === "css parsing" &&
    typeof report.detail === "string" &&
    report.detail.includes("@container")
  )
    return;
  reportError(...args);
};
