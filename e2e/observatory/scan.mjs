/**
 * Scans each address given on the command line (`localhost:43121/admin/`) with the MDN HTTP
 * Observatory and sends its parent one message per page over Node's IPC channel: the grade, the
 * score and each test's outcome, or why it could not be scanned. Started by
 * e2e/support/observatory.ts with NODE_EXTRA_CA_CERTS naming the HTTPS front's certificate, which
 * is how the scanner, which verifies certificates, comes to trust it.
 */
import { scan } from "@mdn/mdn-http-observatory";

if (!process.send)
  throw new Error(
    "scan.mjs reports over IPC: start it with an IPC channel (e2e/support/observatory.ts does).",
  );

/** The part of the scanner's answer the report reads, as plain JSON. */
const outcome = ({ pass, result, scoreModifier }) => ({ pass, result, scoreModifier: scoreModifier ?? 0 });
const summary = ({ scan: { grade, score, testsPassed, testsFailed }, tests }) => ({
  scan: { grade, score, testsPassed, testsFailed },
  tests: Object.fromEntries(Object.entries(tests).map(([id, test]) => [id, outcome(test)])),
});

// One page after another: they share the one local server, and their order is the report's.
for (const page of process.argv.slice(2)) {
  const message = await scan(page)
    .then((answer) => ({ type: "scanned", page, ...summary(answer) }))
    .catch((error) => ({ type: "failed", page, error: String(error?.message ?? error) }));
  // Sent, and waited for until it has left, so that the process may end right after.
  await new Promise((resolve) => process.send(message, resolve));
}
process.disconnect();
