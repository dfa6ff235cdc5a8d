/**
 * What stands in for Netlify's edge while the Observatory scans the local server: an HTTPS server
 * that passes every request through to it and its answer back unchanged, so the headers graded
 * are the ones the build wrote, and a plain HTTP server that sends every request to HTTPS.
 */
import http, { type RequestListener } from "node:http";
import https from "node:https";
import type { Server } from "node:net";
import { SetupError } from "./setup-error";

/**
 * Passes each request (method, path, headers, body) to `target` (`http://127.0.0.1:43121`) and
 * its answer (status, headers as sent, body) back. Nothing is added: a failed connection to
 * `target` is the one answer of its own, a 502.
 */
export function forwardTo(target: string): RequestListener {
  const { hostname, port } = new URL(target);
  return (request, response) => {
    const upstream = http.request(
      { hostname, port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        // rawHeaders keeps each header as sent: its case, its order, repeated ones apart.
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders);
        answer.pipe(response);
      },
    );
    upstream.on("error", (error) => {
      if (response.headersSent) response.destroy(error);
      else response.writeHead(502, { "Content-Type": "text/plain" }).end(`${target}: ${error.message}\n`);
    });
    request.pipe(upstream);
  };
}

/** Answers every request with a 301 to the same path on `https://<host>`, as Netlify's edge does. */
export function redirectToHttps(host: string): RequestListener {
  return (request, response) => {
    response.writeHead(301, { Location: `https://${host}${request.url ?? "/"}`, "Content-Length": 0 }).end();
  };
}

/** Why a port could not be had, in words that say what to do. */
const PORT_PROBLEMS: Readonly<Record<string, string>> = {
  EACCES: "this user may not listen on ports below 1024: run it as root (or give node CAP_NET_BIND_SERVICE)",
  EADDRINUSE: "something else listens there: stop it",
};

/** Listens on `host:port`; a port it may not have becomes a SetupError that says what is needed. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      const problem = error.code ? PORT_PROBLEMS[error.code] : undefined;
      reject(
        problem
          ? new SetupError(
              `Cannot listen on ${host}:${port} (${error.code}): ${problem}. The Observatory grades ` +
                `https://localhost and http://localhost on their standard ports, 443 and 80.`,
            )
          : error,
      );
    };
    server.once("error", failed);
    server.listen(port, host, () => {
      server.off("error", failed);
      resolve();
    });
  });
}

/** Stops listening and drops open connections, so that closing does not wait for idle keep-alives. */
export function close(server: http.Server | https.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export interface FrontOptions {
  /** The server the HTTPS front passes requests to, `http://127.0.0.1:43121`. */
  readonly target: string;
  /** PEM certificate and key for `host`. */
  readonly cert: string;
  readonly key: string;
  /** The name the HTTP front redirects to (default `localhost`). */
  readonly host?: string;
  /** Where they listen (defaults 127.0.0.1, 443, 80). */
  readonly address?: string;
  readonly httpsPort?: number;
  readonly httpPort?: number;
}

export interface RunningFronts {
  /** Closes both. */
  readonly stop: () => Promise<void>;
}

/** Starts the HTTPS front and the HTTP redirect; if either cannot listen, neither is left running. */
export async function startFronts(options: FrontOptions): Promise<RunningFronts> {
  const address = options.address ?? "127.0.0.1";
  const secure = https.createServer({ cert: options.cert, key: options.key }, forwardTo(options.target));
  const plain = http.createServer(redirectToHttps(options.host ?? "localhost"));
  const stop = async () => {
    await Promise.all([close(secure), close(plain)]);
  };
  try {
    await listen(secure, options.httpsPort ?? 443, address);
    await listen(plain, options.httpPort ?? 80, address);
  } catch (error) {
    await stop();
    throw error;
  }
  return { stop };
}
