/**
 * @jest-environment node
 */
import type { IncomingMessage } from "node:http";
import { PassThrough } from "node:stream";
import { readBody } from "./read-body";
import { DEFAULT_LIMITS } from "./server-limits";

/** A stand-in request: a stream with headers, as readBody reads it. */
function request(headers: Record<string, string> = {}): { req: IncomingMessage; stream: PassThrough } {
  const stream = new PassThrough();
  return { req: Object.assign(stream, { headers }) as unknown as IncomingMessage, stream };
}

const limits = { ...DEFAULT_LIMITS, maxBodyBytes: 10, maxDrainBytes: 30 };

describe("readBody", () => {
  it("returns a body within the limit, chunk by chunk", async () => {
    const { req, stream } = request();
    const result = readBody(req, limits);
    stream.write("hello ");
    stream.end("you");
    expect(await result).toEqual({ kind: "complete", body: Buffer.from("hello you") });
  });

  it("keeps exactly the limit", async () => {
    const { req, stream } = request();
    const result = readBody(req, limits);
    stream.end("x".repeat(10));
    expect(await result).toEqual({ kind: "complete", body: Buffer.from("x".repeat(10)) });
  });

  it("reads past the limit to the end, keeping none of it, so the refusal can be read", async () => {
    const { req, stream } = request();
    const result = readBody(req, limits);
    stream.write("x".repeat(8));
    stream.end("x".repeat(12));
    expect(await result).toEqual({ kind: "too-large", drained: true });
  });

  it("stops reading a body larger than it will drain", async () => {
    const { req, stream } = request();
    const result = readBody(req, limits);
    stream.write("x".repeat(31));
    expect(await result).toEqual({ kind: "too-large", drained: false });
  });

  it("refuses a declared length beyond the drain limit without reading", async () => {
    const { req } = request({ "content-length": "1000000000" });
    expect(await readBody(req, limits)).toEqual({ kind: "too-large", drained: false });
  });

  it("says when the client went away", async () => {
    const { req, stream } = request();
    const result = readBody(req, limits);
    stream.write("par");
    stream.destroy();
    expect(await result).toEqual({ kind: "aborted" });
  });
});
