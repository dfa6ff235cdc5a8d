/**
 * HTTP over a raw socket, for requests no HTTP client would send: malformed targets, headers and
 * bodies, slow senders. Reads until the server closes the connection or a whole response (by its
 * Content-Length) has arrived.
 */
import net from "node:net";

export interface RawResponse {
  /** The status code, or null if the server closed without answering. */
  readonly status: number | null;
  readonly head: string;
  readonly body: string;
  /** Whether the server closed the connection. */
  readonly closed: boolean;
}

export interface RawOptions {
  /** Give up (and report what came) after this long. */
  readonly timeoutMs?: number;
  /** Keep the connection after the response, to see whether the server closes it. */
  readonly waitForClose?: boolean;
  /** False for a response without a body whatever its Content-Length (HEAD, 304). */
  readonly expectBody?: boolean;
}

/** Interim responses (`100 Continue`) before the final one. */
const INTERIM = /^(HTTP\/1\.[01] 1\d\d[^\r]*\r\n(?:[^\r]+\r\n)*\r\n)+/;

function parse(received: Buffer, closed: boolean, expectBody = true): RawResponse | null {
  const interim = INTERIM.exec(received.toString("latin1"));
  const data = interim ? received.subarray(interim[0].length) : received;
  const text = data.toString("latin1");
  const end = text.indexOf("\r\n\r\n");
  if (end === -1) return closed ? { status: null, head: text, body: "", closed } : null;
  const head = text.slice(0, end);
  const status = /^HTTP\/1\.[01] (\d{3})/.exec(head);
  const length = /\r\ncontent-length: *(\d+)/i.exec(head);
  const bodyBytes = data.subarray(Buffer.byteLength(text.slice(0, end + 4), "latin1"));
  if (!closed && expectBody && (!length || bodyBytes.length < Number(length[1]))) return null;
  return { status: status ? Number(status[1]) : null, head, body: bodyBytes.toString("utf8"), closed };
}

export const portOf = (url: string): number => Number(new URL(url).port);

/** Sends `chunks` (with `pauseMs` between them) and reads the response. */
export function rawRequest(
  port: number,
  chunks: ReadonlyArray<string | Buffer>,
  options: RawOptions & { readonly pauseMs?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let data = Buffer.alloc(0);
    let settled = false;
    const finish = (response: RawResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(response);
    };
    const timer = setTimeout(
      () => finish({ ...(parse(data, true) as RawResponse), closed: false }),
      options.timeoutMs ?? 5_000,
    );
    socket.on("data", (chunk) => {
      data = Buffer.concat([data, chunk]);
      const response = parse(data, false, options.expectBody);
      if (response && !options.waitForClose) finish(response);
    });
    socket.on("close", () => finish({ ...(parse(data, true) as RawResponse), closed: true }));
    socket.on("error", () => undefined);
    void (async () => {
      for (const [index, chunk] of chunks.entries()) {
        if (index > 0 && options.pauseMs) await new Promise((r) => setTimeout(r, options.pauseMs));
        if (socket.destroyed) return;
        socket.write(chunk);
      }
    })();
  });
}
