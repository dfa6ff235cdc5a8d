/**
 * An OpenTracing tracer for `gatsby build --open-tracing-config-file bench/build-tracer.js`
 * (Gatsby's documented performance tracing, https://www.gatsbyjs.com/docs/performance-tracing/).
 * Gatsby opens a span for each of its activities ("Building production JavaScript and CSS
 * bundles", "Building HTML renderer", "Running gatsby-plugin-sharp.IMAGE_PROCESSING jobs", …);
 * this records each span's name, parent and times and writes them as JSON to the file named by
 * BENCH_BUILD_TRACE when Gatsby stops the tracer. bench/timed-builds.ts reads that file, and
 * bench/build-phases.ts splits the build's time into phases by its spans.
 *
 * Plain JavaScript: Gatsby require()s this file in its own process, where no TypeScript loader runs.
 */
const { writeFileSync } = require("node:fs");
const { performance } = require("node:perf_hooks");

// The copy of opentracing that Gatsby itself uses, so its `childOf` references are understood.
const opentracing = require(require.resolve("opentracing", { paths: [require.resolve("gatsby")] }));

/**
 * @typedef {{ id: number, parentId: number | null, name: string, startMs: number, endMs: number,
 *   tags: Record<string, string | number | boolean> }} RecordedSpan
 */

/** @type {RecordedSpan[]} */
const finished = [];
let nextId = 1;
let created = false;
let written = false;

const now = () => performance.timeOrigin + performance.now();

class RecordingContext extends opentracing.SpanContext {
  /** @param {number} id */
  constructor(id) {
    super();
    this.id = id;
  }
  toSpanId() {
    return String(this.id);
  }
}

class RecordingSpan extends opentracing.Span {
  /**
   * @param {RecordingTracer} tracer
   * @param {string} name
   * @param {number | null} parentId
   * @param {number} startMs
   */
  constructor(tracer, name, parentId, startMs) {
    super();
    this.owner = tracer;
    this.spanContext = new RecordingContext(nextId++);
    this.name = name;
    this.parentId = parentId;
    this.startMs = startMs;
    /** @type {Record<string, string | number | boolean>} */
    this.tags = {};
  }
  _context() {
    return this.spanContext;
  }
  _tracer() {
    return this.owner;
  }
  /** @param {string} name */
  _setOperationName(name) {
    this.name = name;
  }
  /**
   * Gatsby tags a plugin's span with `plugin` and `api`: kept, so that a written trace shows each
   * plugin's share of an activity.
   * @param {Record<string, unknown>} tags
   */
  _addTags(tags) {
    for (const [key, value] of Object.entries(tags)) {
      if (["string", "number", "boolean"].includes(typeof value)) {
        this.tags[key] = /** @type {string | number | boolean} */ (value);
      }
    }
  }
  /** @param {number | undefined} finishTime */
  _finish(finishTime) {
    finished.push({
      id: this.spanContext.id,
      parentId: this.parentId,
      name: this.name,
      startMs: this.startMs,
      endMs: finishTime ?? now(),
      tags: this.tags,
    });
  }
}

class RecordingTracer extends opentracing.Tracer {
  /**
   * @param {string} name
   * @param {{ references?: Array<{ referencedContext(): unknown }>, startTime?: number,
   *   tags?: Record<string, unknown> }} fields
   */
  _startSpan(name, fields) {
    const parent = (fields.references ?? [])
      .map((reference) => reference.referencedContext())
      .find((context) => context instanceof RecordingContext);
    const span = new RecordingSpan(this, name, parent ? parent.id : null, fields.startTime ?? now());
    if (fields.tags) span._addTags(fields.tags);
    return span;
  }
}

function write() {
  const file = process.env.BENCH_BUILD_TRACE;
  // Only the process that made the tracer (Gatsby's main process) writes: a worker that
  // inherited the environment must not replace its file with an empty list.
  if (!created || written || !file) return;
  written = true;
  writeFileSync(file, `${JSON.stringify(finished)}\n`);
}

// A build that exits without stopping the tracer still leaves what it recorded.
process.once("exit", write);

module.exports = {
  create: () => {
    created = true;
    return new RecordingTracer();
  },
  stop: async () => write(),
};
