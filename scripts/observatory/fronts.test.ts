/** @jest-environment node */
import http, { type IncomingHttpHeaders, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import { close, forwardTo, listen, redirectToHttps, SetupError } from "./fronts";

interface Answer {
  readonly status: number;
  readonly rawHeaders: string[];
  readonly body: string;
}

interface Request {
  readonly method?: string;
  readonly path?: string;
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

const servers: http.Server[] = [];

/** A server on a free port of 127.0.0.1, closed after each test; resolves with its port. */
async function serve(listener: RequestListener): Promise<number> {
  const server = http.createServer(listener);
  servers.push(server);
  await listen(server, 0, "127.0.0.1");
  return (server.address() as AddressInfo).port;
}

/** The answer with its Date header's value blanked: two answers a second apart may differ there. */
const undated = (answer: Answer): Answer => ({
  ...answer,
  rawHeaders: answer.rawHeaders.map((value, index, all) => (all[index - 1] === "Date" ? "" : value)),
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map(close));
});

function send(
  port: number,
  { method = "GET", path = "/", headers = {}, body = "" }: Request = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (text += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, rawHeaders: response.rawHeaders, body: text }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

describe("the HTTPS front's forwarding", () => {
  it("passes the method, path, headers and body through", async () => {
    let seen: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string } | undefined;
    const target = await serve((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      request.on("end", () => {
        seen = { method: request.method, url: request.url, headers: request.headers, body };
        response.end();
      });
    });
    const front = await serve(forwardTo(`http://127.0.0.1:${target}`));
    await send(front, {
      method: "POST",
      path: "/contact?ref=mail",
      headers: { Host: "localhost", Origin: "https://example.com", "Content-Type": "text/plain" },
      body: "hello",
    });
    expect(seen).toMatchObject({
      method: "POST",
      url: "/contact?ref=mail",
      headers: { host: "localhost", origin: "https://example.com", "content-type": "text/plain" },
      body: "hello",
    });
  });

  it("returns the status, every header as sent and the body, adding none", async () => {
    const target = await serve((_request, response) => {
      response.writeHead(403, [
        "Content-Security-Policy",
        "default-src 'self'",
        "Set-Cookie",
        "a=1",
        "Set-Cookie",
        "b=2",
        "Content-Length",
        "6",
      ]);
      response.end("nope!\n");
    });
    const front = await serve(forwardTo(`http://127.0.0.1:${target}`));
    const direct = await send(target);
    const forwarded = await send(front);
    expect(undated(forwarded)).toEqual(undated(direct));
    expect(forwarded.status).toBe(403);
    expect(forwarded.rawHeaders.filter((_, index) => index % 2 === 0)).toEqual([
      "Content-Security-Policy",
      "Set-Cookie",
      "Set-Cookie",
      "Content-Length",
      "Date",
      "Connection",
      "Keep-Alive",
    ]);
  });

  it("answers 502 when the server behind it is not there", async () => {
    const gone = await serve(() => undefined);
    await close(servers.splice(0)[0] as http.Server);
    const front = await serve(forwardTo(`http://127.0.0.1:${gone}`));
    expect((await send(front)).status).toBe(502);
  });
});

describe("the HTTP front", () => {
  it("sends every request to the same path on HTTPS with a 301", async () => {
    const front = await serve(redirectToHttps("localhost"));
    const answer = await send(front, { path: "/admin/?a=1" });
    expect(answer.status).toBe(301);
    expect(answer.rawHeaders).toContain("https://localhost/admin/?a=1");
  });
});

describe("listening", () => {
  it("says what is needed when the port is taken", async () => {
    const port = await serve(() => undefined);
    const second = http.createServer();
    const attempt = listen(second, port, "127.0.0.1");
    await expect(attempt).rejects.toThrow(SetupError);
    await expect(attempt).rejects.toThrow(`Cannot listen on 127.0.0.1:${port} (EADDRINUSE)`);
  });
});
