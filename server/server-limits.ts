/**
 * How long the server waits for slow clients and how many it serves at once. Node's defaults suit
 * a server behind a proxy that does this job; this one faces browsers (and anything else on the
 * network) directly, so it brings its own. With the defaults, measured: 500 connections sending
 * a byte every 2 s were all kept open for 25 s, and 2,000 unfinished 63 KB bodies took 160 MB.
 */
import type { ServerOptions } from "node:http";
import { MAX_FORM_BODY_BYTES } from "../src/lib/contact-form/field-lengths";

export interface ServerLimits {
  /**
   * Time to receive a request's headers. A browser sends them in one packet, so 10 s covers a
   * poor mobile link many times over; a client dribbling bytes (slowloris) is cut off after it.
   */
  readonly headersTimeoutMs: number;
  /**
   * Time to receive a whole request, body included. The largest body the form can send
   * (MAX_FORM_BODY_BYTES, under 50 KB) takes about 10 s at 5 KB/s, a bad 2G uplink; 30 s is
   * still far from holding a connection open indefinitely.
   */
  readonly requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this (Node's default, which browsers expect). */
  readonly keepAliveTimeoutMs: number;
  /**
   * A connection on which nothing moves in either direction for this long, such as a client
   * that stops reading a response, is closed.
   */
  readonly socketIdleTimeoutMs: number;
  /**
   * How often Node checks the two timeouts above it. Its default, 30 s, lets a stalled client
   * overstay its timeout by up to that much (25 s, measured).
   */
  readonly connectionsCheckingIntervalMs: number;
  /**
   * Open connections at once; further ones are closed as they arrive. A browser opens at most 6
   * per site, the load benchmark 50: 256 is five times the busiest legitimate use. Each may hold
   * at most one body of MAX_FORM_BODY_BYTES, so slow or stuck clients can pin about
   * 256 × 48 KB ≈ 12 MB of bodies, where 160 MB was measured with no cap.
   */
  readonly maxConnections: number;
  /** Shutdown waits this long for requests in progress, then closes what is left. */
  readonly shutdownGraceMs: number;
  /** The largest form body kept in memory: what a form within its maxlength can send. */
  readonly maxBodyBytes: number;
  /**
   * A body past maxBodyBytes is still read, and dropped, up to this size, so the browser sees the
   * "too long" page rather than a reset connection; larger bodies close the connection.
   */
  readonly maxDrainBytes: number;
}

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  socketIdleTimeoutMs: 30_000,
  connectionsCheckingIntervalMs: 1_000,
  maxConnections: 256,
  shutdownGraceMs: 5_000,
  maxBodyBytes: MAX_FORM_BODY_BYTES,
  maxDrainBytes: 1024 * 1024,
};

/** The options `http.createServer` takes for these limits (the rest are set on the server). */
export const httpServerOptions = (limits: ServerLimits): ServerOptions => ({
  headersTimeout: limits.headersTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  connectionsCheckingInterval: limits.connectionsCheckingIntervalMs,
});
