/**
 * Reads a request body into memory, never more than a limit, and says how it ended.
 */
import type { IncomingMessage } from "node:http";

export interface BodyLimits {
  /** The most bytes kept in memory. */
  readonly maxBytes: number;
  /**
   * Past `maxBytes`, up to this many bytes in all are still read and thrown away, so the client
   * has sent its whole request when the refusal comes and shows it (a browser that is cut off
   * while sending shows "connection reset" instead). Beyond this the connection is closed.
   */
  readonly maxDrainBytes: number;
}

export type BodyResult =
  | { readonly kind: "complete"; readonly body: Buffer }
  /** `drained`: the rest was read and dropped, so the connection can carry a response and live on. */
  | { readonly kind: "too-large"; readonly drained: boolean }
  /** The client went away before the end of its body. */
  | { readonly kind: "aborted" };

/** The length the client declared, if it declared one (Node's parser has already checked it is a number). */
function declaredLength(req: IncomingMessage): number | null {
  const header = req.headers["content-length"];
  return header === undefined ? null : Number(header);
}

/**
 * Listens with `data` events rather than `for await`: leaving an async iterator early destroys
 * the request and with it the socket, and the refusal would never reach the client.
 */
export function readBody(req: IncomingMessage, limits: BodyLimits): Promise<BodyResult> {
  const declared = declaredLength(req);
  if (declared !== null && declared > limits.maxDrainBytes) {
    return Promise.resolve({ kind: "too-large", drained: false });
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let settled = false;
    const settle = (result: BodyResult) => {
      if (settled) return;
      settled = true;
      req.off("data", onData).off("end", onEnd).off("error", onAbort).off("close", onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limits.maxBytes) chunks.push(chunk);
      else chunks.length = 0;
      if (received > limits.maxDrainBytes) {
        req.pause();
        settle({ kind: "too-large", drained: false });
      }
    };
    const onEnd = () =>
      settle(
        received > limits.maxBytes
          ? { kind: "too-large", drained: true }
          : { kind: "complete", body: Buffer.concat(chunks) },
      );
    const onAbort = () => settle({ kind: "aborted" });
    req.on("data", onData).on("end", onEnd).on("error", onAbort).on("close", onAbort);
  });
}
