/**
 * `npm run bench:load` (after `npm run build`): `npm start`'s server under autocannon's load at 50
 * connections. Requests per second and latency (p50, p99) of `GET /` for BENCH_LOAD_SECONDS
 * (default 10) and of BENCH_LOAD_POSTS (default 5000) contact form posts, a fixed number so that
 * every one is answered before the data file is checked: one valid line per accepted post, none
 * missing, none twice. It reports, and fails only that check.
 */
import { readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startSiteServer } from "../server/start-server";
import { SUBMISSIONS_FILE } from "../server/submissions-log";
import { FORM_NAME, FORM_NAME_FIELD, HONEYPOT_FIELD } from "../src/lib/contact-form/messages";
import { command } from "./command";
import { machine, table, today } from "./format";

const connections = 50;
const POST = { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" } } as const;

/** A contact form post as the browser sends it, each with its own message so that lines can be told apart. */
let sent = 0;
const formBody = () => {
  const message = `Load test message ${++sent}, long enough to pass the form's checks.`;
  const fields = { name: "Load Test", email: "load@example.com", phone: "", message };
  return new URLSearchParams({ [FORM_NAME_FIELD]: FORM_NAME, [HONEYPOT_FIELD]: "", ...fields }).toString();
};

// Requests over the whole duration: autocannon's per-second average misleads on a run of a few seconds.
const row = (label: string, { requests, duration, latency, ...result }: autocannon.Result) => {
  const failed = result.errors + result.timeouts + result.non2xx;
  return [label, Math.round(requests.total / duration), latency.p50, latency.p99, result["2xx"], failed];
};

command(async (dataDir) => {
  // Its console (a line per submission) is kept, not printed.
  const server = await startSiteServer({ dataDir, captureOutput: true });
  const url = `${server.url}/`;
  try {
    const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
    console.log(`GET / for ${seconds} s at ${connections} connections…`);
    const pages = await autocannon({ url, connections, duration: seconds });
    const amount = Number(process.env.BENCH_LOAD_POSTS ?? 5000);
    console.log(`${amount} form posts at ${connections} connections…`);
    // A body made per request: autocannon's `idReplacement` sends a wrong Content-Length once ids grow.
    const setupRequest = (request: autocannon.Request) => ({ ...request, body: formBody() });
    const posts = await autocannon({ url, connections, amount, requests: [{ ...POST, setupRequest }] });
    const lines = (await readFile(path.join(dataDir, SUBMISSIONS_FILE), "utf8")).split("\n");
    const message = (line: string) => (JSON.parse(line) as { fields: { message: string } }).fields.message;
    const distinct = new Set(lines.slice(0, -1).map(message)).size;
    const accepted = posts["2xx"];
    if (lines.at(-1) !== "" || lines.length - 1 !== accepted || distinct !== accepted)
      throw new Error(
        `${accepted} posts accepted; the data file holds ${lines.length - 1} lines, ${distinct} distinct`,
      );
    const head = ["Request", "Requests/s", "p50 (ms)", "p99 (ms)", "2xx", "Errors, timeouts, non-2xx"];
    console.log(
      `\nTaken ${today()} on ${machine()}, load average ${os.loadavg()[0].toFixed(1)}, ${connections} connections:\n\n` +
        `${table(head, [row("`GET /`", pages), row("Form posts", posts)])}\n\n` +
        `Data file: ${accepted} lines, each valid JSON with its own message: one per accepted post.`,
    );
  } finally {
    await server.stop();
  }
});
