/**
 * Reads a request body into memory, never more than the server's maxBodyBytes, and says how it
 * ended. Past that the body is still read, and dropped, up to maxDrainBytes, so the client has
 * sent its whole request when the refusal comes and shows it (a browser cut off while sending
 * shows "connection reset" instead); beyond that the connection is closed.
 */
import type { IncomingMessage } from "node:http";
import type { ServerLimits } from "./server-limits";

export type BodyResult =
  | { readonly kind: "complete"; readonly body: Buffer }
  /** `drained`: the rest was read and dropped, so the connection can carry a response and live on. */
  | { readonly kind: "too-large"; readonly drained: boolean }
  /** The client went away before the end of its body. */
  | { readonly kind: "aborted" };

/**
 * Listens with `data` events rather than `for await`: leaving an async iterator early destroys
 * the request and with it the socket, and the refusal would never reach the client. The first
 * outcome settles the promise; later events change nothing.
 */
export async function readBody(req: IncomingMessage, limits: ServerLimits): Promise<BodyResult> {
  // Node's parser has already checked that a declared length is a number.
  if (Number(req.headers["content-length"] ?? 0) > limits.maxDrainBytes)
    return { kind: "too-large", drained: false };
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let received = 0;
    req.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received <= limits.maxBodyBytes) chunks.push(chunk);
      else chunks.length = 0;
      if (received > limits.maxDrainBytes) {
        req.pause();
        resolve({ kind: "too-large", drained: false });
      }
    });
    req.on("end", () =>
      resolve(
        received > limits.maxBodyBytes
          ? { kind: "too-large", drained: true }
          : { kind: "complete", body: Buffer.concat(chunks) },
      ),
    );
    req.on("error", () => resolve({ kind: "aborted" }));
    req.on("close", () => resolve({ kind: "aborted" }));
  });
}
