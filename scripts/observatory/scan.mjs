/**
 * Scans each address given on the command line (`localhost/admin/`) with the MDN HTTP Observatory
 * and sends its parent one message per page over Node's IPC channel: the grade, the score and each
 * test's outcome. Started by scripts/observatory/scanner.ts (for run.ts) with NODE_EXTRA_CA_CERTS
 * naming the HTTPS front's certificate, which is how the scanner, which verifies certificates,
 * comes to trust it.
 */
import { scan } from "@mdn/mdn-http-observatory";

/** The part of the scanner's answer the report reads, as plain JSON. */
function summary(page, { scan: result, tests }) {
  return {
    type: "scanned",
    page,
    scan: {
      grade: result.grade,
      score: result.score,
      statusCode: result.statusCode,
      testsPassed: result.testsPassed,
      testsFailed: result.testsFailed,
      testsQuantity: result.testsQuantity,
    },
    tests: Object.fromEntries(
      Object.entries(tests).map(([id, test]) => [
        id,
        { pass: test.pass, result: test.result, scoreModifier: test.scoreModifier ?? 0 },
      ]),
    ),
  };
}

/** Sends a message and waits until it has left, so the process may end right after. */
const send = (message) => new Promise((resolve) => process.send(message, resolve));

async function main() {
  if (!process.send)
    throw new Error("scan.mjs reports over IPC: start it with an IPC channel (run.ts does).");
  // One page after another: they share the one local server, and their order is the report's.
  for (const page of process.argv.slice(2)) {
    try {
      await send(summary(page, await scan(page)));
    } catch (error) {
      await send({ type: "failed", page, error: error instanceof Error ? error.message : String(error) });
    }
  }
  process.disconnect();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
