/**
 * @jest-environment node
 *
 * Requests no browser sends, over raw sockets, to the real server process (`npm run serve`'s):
 * each gets an answer (or, where HTTP says so, a closed connection), and afterwards the server
 * still answers and the data file holds only whole, valid lines.
 */
import net from "node:net";
import { FIELD_MAX_LENGTH, MAX_FORM_BODY_BYTES } from "../src/lib/contact-form/field-lengths";
import { DEFAULT_LIMITS } from "./server-limits";
import { startSiteServer, type RunningServer } from "./start-server";
import {
  contactFields,
  isValidJsonLines,
  makeFixtureSite,
  readLines,
  type FixtureSite,
} from "./test-utils/fixture-site";
import { portOf, rawRequest } from "./test-utils/raw-http";

// Each test file starts a server process, slower on a busy machine.
jest.setTimeout(30_000);

let fixture: FixtureSite;
let server: RunningServer;
let port: number;

beforeAll(async () => {
  fixture = await makeFixtureSite();
  server = await startSiteServer({
    publicDir: fixture.publicDir,
    dataDir: fixture.dataDir,
    captureOutput: true,
  });
  port = portOf(server.url);
});

afterAll(() => server.stop());

const FORM = new URLSearchParams(contactFields()).toString();
const FORM_TYPE = "application/x-www-form-urlencoded";

const get = (target: string, extra = "") => `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extra}\r\n`;
const post = (body: string | Buffer, type: string = FORM_TYPE, extra = "") => [
  `POST /baby-lullabies-app HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n`,
  body,
];
const chunked = (...chunks: string[]) => [
  `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: ${FORM_TYPE}\r\nTransfer-Encoding: chunked\r\n\r\n`,
  ...chunks.map((chunk) => `${Buffer.byteLength(chunk).toString(16)}\r\n${chunk}\r\n`),
  "0\r\n\r\n",
];
/** A form whose every field is at its maxlength in three-byte characters: the largest the page can send. */
const LARGEST_FORM = new URLSearchParams({
  ...contactFields(),
  name: "€".repeat(FIELD_MAX_LENGTH.name),
  email: "€".repeat(FIELD_MAX_LENGTH.email),
  phone: "€".repeat(FIELD_MAX_LENGTH.phone),
  message: "€".repeat(FIELD_MAX_LENGTH.message),
}).toString();

interface Case {
  readonly name: string;
  readonly send: ReadonlyArray<string | Buffer>;
  /** The status expected, or null for "closed without an answer". */
  readonly status: number | null;
  readonly body?: RegExp;
  /** Whether the post is recorded. */
  readonly records?: boolean;
  readonly pauseMs?: number;
}

const CORPUS: readonly Case[] = [
  // Request targets (the first five once made the process exit).
  { name: "absolute-form with an invalid host", send: [get("http://%zz/")], status: 400 },
  { name: "absolute-form with an unclosed IPv6 host", send: [get("http://[/")], status: 400 },
  { name: "absolute-form https with a bare %", send: [get("https://%/")], status: 400 },
  { name: "absolute-form with credentials and no host", send: [get("http://a:b@/x")], status: 400 },
  { name: "absolute-form with a port out of range", send: [get("http://127.0.0.1:99999/")], status: 400 },
  {
    name: "valid absolute-form",
    send: [get("http://localhost/baby-lullabies")],
    status: 200,
    body: /Gallery/,
  },
  {
    name: "valid absolute-form for another host",
    send: [get("http://example.com/")],
    status: 200,
    body: /Home/,
  },
  { name: "asterisk-form", send: ["OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n"], status: 400 },
  { name: "undecodable percent-encoding", send: [get("/%zz")], status: 400 },
  { name: "truncated UTF-8 in the path", send: [get("/caf%C3")], status: 400 },
  { name: "an encoded NUL", send: [get("/index.html%00.png")], status: 404 },
  { name: "dot segments out of the site", send: [get("/../../etc/passwd")], status: 404 },
  { name: "encoded dot segments", send: [get("/%2e%2e/%2e%2e/etc/passwd")], status: 404 },
  { name: "encoded slashes", send: [get("/..%2f..%2fetc%2fpasswd")], status: 404 },
  { name: "backslashes", send: [get("/..\\..\\etc\\passwd")], status: 404 },
  { name: "a double slash", send: [get("//etc/passwd")], status: 404 },
  // Node's HTTP parser refuses these before the server sees them.
  { name: "raw UTF-8 in the target", send: [Buffer.from(get("/café"), "utf8")], status: 400 },
  { name: "a very long path", send: [get(`/${"a".repeat(8_000)}`)], status: 404 },
  { name: "a path longer than the header limit", send: [get(`/${"a".repeat(20_000)}`)], status: 431 },
  { name: "prototype names as paths", send: [get("/__proto__")], status: 404 },
  { name: "constructor as a path", send: [get("/constructor")], status: 404 },
  { name: "_headers", send: [get("/_headers")], status: 404 },
  { name: "_redirects", send: [get("/_redirects")], status: 404 },
  { name: "a dotfile", send: [get("/.env")], status: 404 },
  // Request lines and headers.
  { name: "no Host header", send: ["GET / HTTP/1.1\r\n\r\n"], status: 400 },
  { name: "HTTP/1.0 without Host", send: ["GET / HTTP/1.0\r\n\r\n"], status: 200 },
  { name: "an unknown HTTP version", send: ["GET / HTTP/3.7\r\nHost: x\r\n\r\n"], status: 400 },
  { name: "a NUL in a header", send: [get("/", "X-A: b\0c\r\n")], status: 400 },
  { name: "obsolete line folding", send: [get("/", "X-A: b\r\n c\r\n")], status: 400 },
  { name: "headers over the size limit", send: [get("/", `X-Big: ${"b".repeat(20_000)}\r\n`)], status: 431 },
  { name: "a TLS handshake", send: [Buffer.from("160301020001000100", "hex")], status: 400 },
  { name: "an unknown method", send: ["BREW / HTTP/1.1\r\nHost: x\r\n\r\n"], status: 400 },
  { name: "PUT", send: ["PUT / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi"], status: 405 },
  { name: "DELETE", send: ["DELETE /index.html HTTP/1.1\r\nHost: x\r\n\r\n"], status: 405 },
  { name: "TRACE", send: ["TRACE / HTTP/1.1\r\nHost: x\r\n\r\n"], status: 405 },
  { name: "PROPFIND", send: ["PROPFIND / HTTP/1.1\r\nHost: x\r\n\r\n"], status: 405 },
  // Media types.
  {
    name: "the media type in capitals",
    send: post(FORM, "APPLICATION/X-WWW-FORM-URLENCODED"),
    status: 200,
    records: true,
  },
  {
    name: "a media type with a suffix",
    send: post(FORM, "application/x-www-form-urlencodedXYZ"),
    status: 415,
  },
  {
    name: "no media type",
    send: [`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: ${FORM.length}\r\n\r\n${FORM}`],
    status: 415,
  },
  { name: "JSON", send: post('{"form-name":"Contact"}', "application/json"), status: 415 },
  { name: "multipart", send: post("--x--", "multipart/form-data; boundary=x"), status: 415 },
  { name: "another charset", send: post(FORM, `${FORM_TYPE}; charset=iso-8859-1`), status: 415 },
  { name: "an unparseable media type", send: post(FORM, ";;;="), status: 415 },
  // Bodies.
  { name: "a chunked form", send: chunked(FORM.slice(0, 20), FORM.slice(20)), status: 200, records: true },
  {
    name: "an invalid chunk size",
    send: [...chunked(FORM).slice(0, 1), "zz\r\nxx\r\n0\r\n\r\n"],
    status: 400,
  },
  {
    name: "Content-Length with Transfer-Encoding",
    send: [`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`],
    status: 400,
  },
  {
    name: "two different Content-Lengths",
    send: [`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello`],
    status: 400,
  },
  {
    name: "a negative Content-Length",
    send: [`POST / HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n`],
    status: 400,
  },
  {
    name: "invalid UTF-8 in the body",
    send: post(Buffer.concat([Buffer.from(FORM), Buffer.from([0xff, 0xc3])])),
    status: 200,
    records: true,
  },
  {
    name: "broken percent-encoding in the body",
    send: post("form-name=Contact&name=%zz%&email=%"),
    status: 200,
    records: true,
  },
  {
    name: "only broken percent-encoding",
    send: post("form-name=Contact&message=%E2%28%zz"),
    status: 200,
    records: true,
  },
  { name: "an empty body", send: post(""), status: 404 },
  { name: "a body of nothing but separators", send: post("&&&===&"), status: 404 },
  {
    name: "form-name __proto__",
    send: post("form-name=__proto__&name=x"),
    status: 404,
    body: /Form not found/,
  },
  { name: "form-name constructor", send: post("form-name=constructor"), status: 404 },
  { name: "form-name toString", send: post("form-name=toString"), status: 404 },
  { name: "form-name hasOwnProperty", send: post("form-name=hasOwnProperty"), status: 404 },
  {
    name: "fields named after prototypes",
    send: post(`${FORM}&__proto__=x&constructor=y`),
    status: 200,
    records: true,
  },
  {
    name: "a repeated field",
    send: post(`${FORM}&email=b@example.com`),
    status: 400,
    body: /more than once/,
  },
  { name: "the largest form the page can send", send: post(LARGEST_FORM), status: 200, records: true },
  {
    name: "one character over a field's maxlength",
    send: post(`${FORM.replace(/&message=[^&]*/, "")}&message=${"x".repeat(FIELD_MAX_LENGTH.message + 1)}`),
    status: 413,
    body: /too long/,
  },
  {
    name: "one byte over the body limit",
    send: post("x".repeat(MAX_FORM_BODY_BYTES + 1)),
    status: 413,
    body: /too long/,
  },
  {
    name: "14,000 Cyrillic characters",
    send: post(new URLSearchParams({ ...contactFields(), message: "ж".repeat(14_000) }).toString()),
    status: 413,
  },
  {
    name: "a chunked body over the limit",
    send: chunked("x".repeat(MAX_FORM_BODY_BYTES), "x".repeat(1_000)),
    status: 413,
  },
  {
    name: "a declared length of a terabyte",
    send: [
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: ${FORM_TYPE}\r\nContent-Length: 1000000000000\r\n\r\nform-name=`,
    ],
    status: 413,
  },
  {
    name: "Expect: 100-continue",
    send: post(FORM, FORM_TYPE, "Expect: 100-continue\r\n"),
    status: 200,
    records: true,
  },
  {
    name: "a slow but steady sender",
    send: [...post(FORM).slice(0, 1), ...FORM.match(/.{1,40}/g)!],
    status: 200,
    records: true,
    pauseMs: 20,
  },
];

describe("malformed requests", () => {
  it.each(CORPUS.map((entry) => [entry.name, entry] as const))("answers %s", async (_, entry) => {
    const before = (await readLines(fixture.dataFile)).length;
    const response = await rawRequest(port, entry.send, { pauseMs: entry.pauseMs, timeoutMs: 5_000 });
    expect(response.status).toBe(entry.status);
    if (entry.body) expect(response.body).toMatch(entry.body);
    expect((await readLines(fixture.dataFile)).length - before).toBe(entry.records ? 1 : 0);
    // The server is still there for the next request.
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });

  it("is still serving, and the data file holds only whole, valid lines", async () => {
    expect((await fetch(`${server.url}/baby-lullabies`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
    expect(await isValidJsonLines(fixture.dataFile)).toBe(true);
    expect(await readLines(fixture.dataFile)).toHaveLength(CORPUS.filter((entry) => entry.records).length);
    // Every failure was answered, none left a stack trace in the log.
    expect(server.output()).not.toMatch(/\n\s+at /);
  });
});

describe("many clients at once", () => {
  it("closes connections beyond its cap at once, and answers again when they are gone", async () => {
    const extra = 20;
    const sockets = await Promise.all(
      Array.from(
        { length: DEFAULT_LIMITS.maxConnections + extra },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(port, "127.0.0.1", () => resolve(socket));
            socket.on("error", () => undefined);
          }),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const closed = sockets.filter((socket) => socket.destroyed || socket.readableEnded).length;
    expect(closed).toBeGreaterThanOrEqual(extra);
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await fetch(`${server.url}/`)).status).toBe(200);
  });
});
