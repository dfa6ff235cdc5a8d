/**
 * What stands in for Netlify's edge while the Observatory scans the local server: an HTTPS server
 * that passes every request through to it and its answer back unchanged, so the headers graded
 * are the ones the build wrote, and a plain HTTP server that sends every request to HTTPS.
 */
import { once } from "node:events";
import http, { type RequestListener } from "node:http";
import https from "node:https";
import type { Server } from "node:net";

/**
 * Something the scan needs and does not have (a build, ports 80 and 443): its message says what
 * to do, so `npm run observatory` prints it alone, without a stack.
 */
export class SetupError extends Error {
  override readonly name = "SetupError";
}

/**
 * Passes each request (method, path, headers, body) to `target` (`http://127.0.0.1:43121`) and
 * its answer (status, headers as sent, body) back. Nothing is added: a failed connection to
 * `target` is the one answer of its own, a 502.
 */
export function forwardTo(target: string): RequestListener {
  const { hostname, port } = new URL(target);
  return (request, response) => {
    const { method, url: path, headers } = request;
    const upstream = http.request({ hostname, port, method, path, headers }, (answer) => {
      // rawHeaders keeps each header as sent: its case, its order, repeated ones apart.
      response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
      answer.pipe(response);
    });
    upstream.on("error", (error) => {
      if (response.headersSent) response.destroy(error);
      else response.writeHead(502, { "Content-Type": "text/plain" }).end(`${target}: ${error.message}\n`);
    });
    request.pipe(upstream);
  };
}

/** Answers every request with a 301 to the same path on `https://<host>`, as Netlify's edge does. */
export function redirectToHttps(host: string): RequestListener {
  const location = (path = "/") => ({ Location: `https://${host}${path}`, "Content-Length": 0 });
  return (request, response) => response.writeHead(301, location(request.url)).end();
}

/** Why a port could not be had, in words that say what to do. */
const PORT_PROBLEMS: Readonly<Record<string, string>> = {
  EACCES: "this user may not listen on ports below 1024: run it as root (or give node CAP_NET_BIND_SERVICE)",
  EADDRINUSE: "something else listens there: stop it",
};
const STANDARD_PORTS =
  "The Observatory grades https://localhost and http://localhost on their standard ports, 443 and 80.";

/** Listens on `host:port`; a port it may not have becomes a SetupError that says what is needed. */
export async function listen(server: Server, port: number, host: string): Promise<void> {
  server.listen(port, host);
  await once(server, "listening").catch((error: NodeJS.ErrnoException) => {
    const problem = PORT_PROBLEMS[error.code ?? ""];
    if (!problem) throw error;
    throw new SetupError(`Cannot listen on ${host}:${port} (${error.code}): ${problem}. ${STANDARD_PORTS}`);
  });
}

/** Stops listening and drops open connections, so that closing does not wait for idle keep-alives. */
export async function close(server: http.Server | https.Server): Promise<void> {
  if (!server.listening) return;
  const closed = once(server, "close");
  server.close();
  server.closeAllConnections();
  await closed;
}

/**
 * The HTTPS front for `target` with `tls`'s PEM certificate and key on 127.0.0.1:443, and the
 * redirect to it on port 80; if either cannot listen, neither is left running. Resolves with what
 * stops both.
 */
export async function startFronts(target: string, tls: { cert: string; key: string }) {
  const secure = https.createServer(tls, forwardTo(target));
  const plain = http.createServer(redirectToHttps("localhost"));
  const stop = () => Promise.all([secure, plain].map(close)).then(() => undefined);
  try {
    await listen(secure, 443, "127.0.0.1");
    await listen(plain, 80, "127.0.0.1");
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
