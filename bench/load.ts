/**
 * `npm run bench:load` (after `npm run build`): `npm start`'s server under load, driven by
 * autocannon at 50 connections. Measures requests per second and latency (p50, p99) for `GET /`
 * and for contact form posts, then checks the data file: one valid line per accepted post, none
 * missing, none twice. It reports; it does not pass or fail (apart from a failed check).
 *   BENCH_LOAD_SECONDS (default 10): how long `GET /` runs;
 *   BENCH_LOAD_POSTS (default 5000): how many posts are sent (a fixed number, so that every one
 *   is answered before the file is counted).
 */
import { existsSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { OUTPUT_FOLDER } from "../internal/deploy/site-output";
import { startSiteServer } from "../server/start-server";
import { SUBMISSIONS_FILE } from "../server/submissions-log";
import { FORM_NAME, FORM_NAME_FIELD, HONEYPOT_FIELD } from "../src/lib/contact-form/messages";

const ROOT = path.resolve(__dirname, "..");
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
const POSTS = Number(process.env.BENCH_LOAD_POSTS ?? 5000);

/** A contact form post as the browser sends it, each with its own message so lines can be told apart. */
let sent = 0;
const formBody = (): string =>
  new URLSearchParams({
    [FORM_NAME_FIELD]: FORM_NAME,
    [HONEYPOT_FIELD]: "",
    name: "Load Test",
    email: "load@example.com",
    phone: "",
    message: `Load test message ${++sent}, long enough to pass the form's checks.`,
  }).toString();

interface Figures {
  readonly label: string;
  readonly result: autocannon.Result;
}

const run = (options: autocannon.Options): Promise<autocannon.Result> => autocannon(options);

function row({ label, result }: Figures): string {
  const errors = result.errors + result.timeouts + result.non2xx;
  return (
    // Total over duration: autocannon's per-second average misleads on a run of a few seconds.
    `| ${label} | ${CONNECTIONS} | ${Math.round(result.requests.total / result.duration)} | ` +
    `${result.latency.p50} ms | ${result.latency.p99} ms | ${result["2xx"]} | ${errors} |`
  );
}

async function checkDataFile(file: string, accepted: number): Promise<string> {
  const lines = (await readFile(file, "utf8")).split("\n");
  if (lines.pop() !== "") throw new Error(`${file} does not end with a newline.`);
  const messages = lines.map((line) => (JSON.parse(line) as { fields: { message: string } }).fields.message);
  const distinct = new Set(messages).size;
  if (lines.length !== accepted || distinct !== accepted) {
    throw new Error(`${accepted} posts accepted, but ${lines.length} lines (${distinct} distinct) recorded.`);
  }
  return `${lines.length} lines, every one valid JSON with a distinct id = ${accepted} accepted posts`;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(ROOT, OUTPUT_FOLDER, "index.html"))) {
    throw new Error("No build in public/: run `npm run build` first.");
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "bench-load-"));
  // Its console (a line per submission) is captured, not printed.
  const server = await startSiteServer({ dataDir, captureOutput: true });
  try {
    console.log(`GET / for ${SECONDS} s at ${CONNECTIONS} connections…`);
    const pages = await run({ url: `${server.url}/`, connections: CONNECTIONS, duration: SECONDS });
    console.log(`${POSTS} form posts at ${CONNECTIONS} connections…`);
    const posts = await run({
      url: `${server.url}/`,
      connections: CONNECTIONS,
      amount: POSTS,
      // A body built per request (autocannon's `idReplacement` assumes ids of one length and
      // sends a wrong Content-Length once they grow).
      requests: [
        {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          setupRequest: (request) => ({ ...request, body: formBody() }),
        },
      ],
    });
    const check = await checkDataFile(path.join(dataDir, SUBMISSIONS_FILE), posts["2xx"]);
    console.log(
      [
        "",
        `Taken ${new Date().toISOString().slice(0, 10)} on ${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, ` +
          `Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)}.`,
        "",
        "| Request | Connections | Requests/s | p50 | p99 | 2xx | Errors, timeouts, non-2xx |",
        "| --- | --- | --- | --- | --- | --- | --- |",
        row({ label: "`GET /`", result: pages }),
        row({ label: "Form post", result: posts }),
        "",
        `Data file: ${check}.`,
      ].join("\n"),
    );
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
