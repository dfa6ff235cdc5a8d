/**
 * @jest-environment node
 */
import { mkdir, stat, symlink } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { FIELD_MAX_LENGTH } from "../src/lib/contact-form/field-lengths";
import { createSiteServer, type SiteServer, type SiteServerOptions } from "./site-server";
import { DEFAULT_LIMITS } from "./server-limits";
import {
  contactFields,
  makeFixtureSite,
  postForm,
  readLines,
  type FixtureSite,
} from "./test-utils/fixture-site";
import { rawRequest } from "./test-utils/raw-http";

interface Running {
  readonly site: SiteServer;
  readonly base: string;
  readonly port: number;
  readonly fixture: FixtureSite;
  readonly reports: string[];
}

const running: Running[] = [];

async function start(options: Partial<SiteServerOptions> = {}): Promise<Running> {
  const fixture = await makeFixtureSite();
  const reports: string[] = [];
  const site = await createSiteServer({
    publicDir: fixture.publicDir,
    dataDir: fixture.dataDir,
    now: () => new Date("2030-01-02T03:04:05.000Z"),
    report: (message) => reports.push(message),
    ...options,
  });
  await new Promise<void>((resolve) => site.server.listen(0, "127.0.0.1", resolve));
  const port = (site.server.address() as AddressInfo).port;
  const run = { site, base: `http://127.0.0.1:${port}`, port, fixture, reports };
  running.push(run);
  return run;
}

afterAll(() => Promise.all(running.map((run) => run.site.close())));

let server: Running;
beforeAll(async () => {
  server = await start();
});

const recorded = async () =>
  (await readLines(server.fixture.dataFile)).map((line) => ("parsed" in line ? line.parsed : line));

describe("pages", () => {
  it("serves each page from its final file name", async () => {
    for (const [pathname, text] of [
      ["/", "Home"],
      ["/baby-lullabies", "Gallery"],
      ["/baby-lullabies-app", "App"],
      ["/404", "Oops"],
    ]) {
      const response = await fetch(`${server.base}${pathname}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain(text);
    }
  });

  it("answers unknown paths with the 404 page, its status, and the headers of the requested path", async () => {
    const response = await fetch(`${server.base}/no-such-page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
  });

  it("answers HEAD like GET, without a body", async () => {
    for (const [pathname, status] of [
      ["/baby-lullabies", 200],
      ["/no-such-page", 404],
    ] as const) {
      const response = await rawRequest(server.port, [`HEAD ${pathname} HTTP/1.1\r\nHost: x\r\n\r\n`], {
        expectBody: false,
      });
      expect(response.status).toBe(status);
      expect(response.head).toMatch(/\r\ncontent-length: [1-9]/i);
      expect(response.body).toBe("");
    }
  });

  it("answers conditional requests with 304", async () => {
    const first = await fetch(`${server.base}/baby-lullabies`);
    const etag = first.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    // Over a raw socket: fetch() adds `Cache-Control: no-cache` to conditional requests (Fetch
    // standard, HTTP-network-or-cache fetch), which asks for the full response.
    const again = await rawRequest(
      server.port,
      [`GET /baby-lullabies HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\n\r\n`],
      {
        expectBody: false,
      },
    );
    expect(again.status).toBe(304);
  });

  it.each(["PUT", "DELETE", "TRACE", "PROPFIND", "OPTIONS", "PATCH", "MKCOL"])(
    "refuses %s with 405 and the methods it takes",
    async (method) => {
      const response = await rawRequest(server.port, [
        `${method} / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n`,
      ]);
      expect(response.status).toBe(405);
      expect(response.head).toMatch(/\r\nAllow: GET, HEAD, POST/);
      expect(response.body).toContain("This address cannot be used that way");
      expect(response.body).toContain('href="/"');
    },
  );
});

describe("form posts", () => {
  it("records a contact form post and thanks the visitor with a way back", async () => {
    const response = await postForm(`${server.base}/baby-lullabies-app`, contactFields());
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Your form submission has been received.");
    expect(html).toContain('href="/baby-lullabies-app"');
    expect((await recorded()).at(-1)).toEqual({
      form: "Contact",
      receivedAt: "2030-01-02T03:04:05.000Z",
      page: "/baby-lullabies-app",
      language: "es",
      fields: { name: "Ada", email: "ada@example.com", phone: "", message: "Hello, I have a question." },
    });
  });

  it("keeps the data private to the user running the server", async () => {
    await postForm(server.base, contactFields());
    expect((await stat(server.fixture.dataDir)).mode & 0o777).toBe(0o700);
    expect((await stat(server.fixture.dataFile)).mode & 0o777).toBe(0o600);
  });

  it("drops posts that fill the honeypot, showing the same thank-you page", async () => {
    const before = (await recorded()).length;
    const response = await postForm(`${server.base}/`, {
      ...contactFields(),
      "bot-field": "http://spam.example",
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Thank you!");
    expect(await recorded()).toHaveLength(before);
  });

  it.each([
    ["a form the site does not have", { "form-name": "Other" }, 404, "Form not found"],
    ["no form name", { "form-name": "" }, 404, "Form not found"],
    ["__proto__ as the form name", { "form-name": "__proto__" }, 404, "Form not found"],
    [
      "a field longer than the form allows",
      { message: "x".repeat(FIELD_MAX_LENGTH.message + 1) },
      413,
      "Your message is too long",
    ],
  ])("refuses %s, saying why, with a way back", async (_, override, status, heading) => {
    const before = (await recorded()).length;
    const response = await postForm(`${server.base}/baby-lullabies-app`, { ...contactFields(), ...override });
    expect(response.status).toBe(status);
    const html = await response.text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toMatch(/(was not|nothing was) sent/);
    expect(html).toContain('href="/baby-lullabies-app"');
    expect(html).not.toContain("received");
    expect(await recorded()).toHaveLength(before);
  });

  it("refuses a repeated field instead of dropping one of its values", async () => {
    const body = new URLSearchParams(contactFields());
    body.append("message", "A second message.");
    const response = await postForm(server.base, body);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("“message” more than once");
  });

  it("refuses what is not a form post (415), whatever its size", async () => {
    for (const body of ['{"form-name":"Contact"}', "x".repeat(200_000)]) {
      const response = await fetch(server.base, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body,
      });
      expect(response.status).toBe(415);
      expect(await response.text()).toContain("This was not a form post");
    }
  });

  it("refuses a body over the limit with the 'too long' page, read to the end so the browser shows it", async () => {
    const response = await postForm(server.base, contactFields("ж".repeat(14_000)));
    expect(response.status).toBe(413);
    expect(await response.text()).toContain("Your message is too long");
    expect(response.headers.get("connection")).not.toBe("close");
  });

  it("says the message was not sent when it cannot be saved", async () => {
    const broken = await start();
    await mkdir(broken.fixture.dataDir, { recursive: true });
    await symlink("/dev/full", broken.fixture.dataFile);
    const response = await postForm(broken.base, contactFields());
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Your message was not sent. Please try again");
    expect(html).not.toContain("received");
    expect(broken.reports.join("\n")).toMatch(/could not be saved.*ENOSPC/);
  });
});

describe("limits on slow and many clients", () => {
  it("applies its own timeouts and connection cap by default", () => {
    const { server: http } = server.site;
    expect(http.headersTimeout).toBe(DEFAULT_LIMITS.headersTimeout);
    expect(http.requestTimeout).toBe(DEFAULT_LIMITS.requestTimeout);
    expect(http.keepAliveTimeout).toBe(DEFAULT_LIMITS.keepAliveTimeout);
    expect(http.timeout).toBe(DEFAULT_LIMITS.socketIdleTimeoutMs);
    expect(http.maxConnections).toBe(DEFAULT_LIMITS.maxConnections);
  });

  const fast = {
    headersTimeout: 300,
    requestTimeout: 600,
    keepAliveTimeout: 200,
    socketIdleTimeoutMs: 2_000,
    connectionsCheckingInterval: 50,
    maxConnections: 5,
  };

  it("closes a connection whose headers come too slowly", async () => {
    const slow = await start({ limits: fast });
    const started = Date.now();
    const bytes = "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: ".split("");
    const response = await rawRequest(slow.port, bytes, { pauseMs: 40, timeoutMs: 3_000 });
    expect(response.closed).toBe(true);
    expect(response.status === null || response.status === 408).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("closes a connection whose body comes too slowly, recording nothing", async () => {
    const slow = await start({ limits: fast });
    const body = new URLSearchParams(contactFields()).toString();
    const head = `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const response = await rawRequest(slow.port, [head, ...body.split("")], {
      pauseMs: 30,
      timeoutMs: 3_000,
    });
    expect(response.closed).toBe(true);
    expect(response.status === null || response.status === 408).toBe(true);
    expect(await readLines(slow.fixture.dataFile)).toEqual([]);
  });

  it("closes idle keep-alive connections", async () => {
    const slow = await start({ limits: fast });
    const response = await rawRequest(slow.port, ["GET / HTTP/1.1\r\nHost: x\r\n\r\n"], {
      waitForClose: true,
      timeoutMs: 2_000,
    });
    expect(response.status).toBe(200);
    expect(response.closed).toBe(true);
  });

  it("caps open connections, and still answers once they are gone", async () => {
    const capped = await start({ limits: { ...fast, headersTimeout: 5_000, requestTimeout: 5_000 } });
    const holders = Array.from({ length: 5 }, () =>
      rawRequest(capped.port, ["GET / HTTP/1.1\r\n"], { timeoutMs: 1_000, waitForClose: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refused = await rawRequest(capped.port, ["GET / HTTP/1.1\r\nHost: x\r\n\r\n"], {
      timeoutMs: 1_000,
    });
    expect(refused).toMatchObject({ status: null, closed: true });
    await Promise.all(holders);
    expect((await fetch(capped.base)).status).toBe(200);
    expect(capped.reports.join("\n")).toMatch(/Refused new connections: 5 are already open/);
  });
});

describe("shutdown", () => {
  it("does not wait for idle keep-alive connections, and finishes posts in progress", async () => {
    const closing = await start();
    const idle = rawRequest(closing.port, ["GET / HTTP/1.1\r\nHost: x\r\n\r\n"], {
      waitForClose: true,
      timeoutMs: 4_000,
    });
    const body = new URLSearchParams(contactFields()).toString();
    const head = `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
    const inFlight = rawRequest(closing.port, [head, body.slice(0, 10), body.slice(10)], { pauseMs: 150 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await closing.site.close();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await idle).closed).toBe(true);
    expect((await inFlight).status).toBe(200);
    expect(await readLines(closing.fixture.dataFile)).toHaveLength(1);
    expect(path.basename(closing.fixture.dataFile)).toBe("submissions.jsonl");
  });
});
