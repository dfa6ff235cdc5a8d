/**
 * How long the server waits for slow clients and how many it serves at once. Node's defaults suit
 * a server behind a proxy that does this job; this one faces browsers (and anything else on the
 * network) directly, so it brings its own: with Node's, clients sending a byte now and then were
 * kept open long past any timeout, and unfinished bodies held memory without bound.
 */
import { MAX_FORM_BODY_BYTES } from "../src/lib/contact-form/field-lengths";

/** Times in milliseconds; the first three and connectionsCheckingInterval are Node's server options of those names. */
export const DEFAULT_LIMITS = {
  /**
   * Time to receive a request's headers. A browser sends them in one packet, so this covers a poor
   * mobile link many times over; a client dribbling bytes (slowloris) is cut off after it.
   */
  headersTimeout: 10_000,
  /** Time to receive a whole request: the largest form body over a bad 2G uplink, with room to spare. */
  requestTimeout: 30_000,
  /** An idle keep-alive connection is closed after this (Node's default, which browsers expect). */
  keepAliveTimeout: 5_000,
  /** A connection on which nothing moves either way (a client that stops reading) is closed. */
  socketIdleTimeoutMs: 30_000,
  /** How often Node checks the timeouts above; its default lets a stalled client overstay them. */
  connectionsCheckingInterval: 1_000,
  /**
   * Open connections at once; further ones are closed as they arrive. Several times the busiest
   * legitimate use (a browser opens a few per site, the load benchmark dozens), and each holds at
   * most one body of maxBodyBytes, so stuck clients can pin only a bounded amount of memory.
   */
  maxConnections: 256,
  /** Shutdown waits this long for requests in progress, then closes what is left. */
  shutdownGraceMs: 5_000,
  /** The largest form body kept in memory: what a form within its maxlength can send. */
  maxBodyBytes: MAX_FORM_BODY_BYTES,
  /**
   * A body past maxBodyBytes is still read, and dropped, up to this size, so the browser sees the
   * "too long" page rather than a reset connection; larger bodies close the connection.
   */
  maxDrainBytes: 1024 * 1024,
};

export type ServerLimits = typeof DEFAULT_LIMITS;
