/**
 * An OpenTracing tracer for `gatsby build --open-tracing-config-file bench/build-tracer.js`, in any
 * Gatsby site's folder (https://www.gatsbyjs.com/docs/performance-tracing/). Gatsby opens a span
 * for each activity it prints and each plugin API call (tagged with the plugin); this records
 * each span's name, times and tags and, when Gatsby's process ends, writes them as JSON to the
 * file named by BENCH_BUILD_TRACE. Plain JavaScript: Gatsby require()s it where no TypeScript
 * loader runs.
 */
const { writeFileSync } = require("node:fs");
const { performance } = require("node:perf_hooks");

// Gatsby's copy of opentracing: the site does not depend on it itself.
const opentracing = require(require.resolve("opentracing", { paths: [require.resolve("gatsby")] }));

const finished = [];
const now = () => performance.timeOrigin + performance.now();

class RecordingSpan extends opentracing.Span {
  constructor(name, { startTime, tags }) {
    super();
    this.name = name;
    this.startMs = startTime ?? now();
    this.tags = {};
    this._addTags(tags ?? {});
  }
  _addTags(tags) {
    // Only values JSON keeps as they are.
    for (const [key, value] of Object.entries(tags)) if (typeof value !== "object") this.tags[key] = value;
  }
  _finish(endMs) {
    finished.push({ name: this.name, startMs: this.startMs, endMs: endMs ?? now(), tags: this.tags });
  }
}

class RecordingTracer extends opentracing.Tracer {
  _startSpan(name, fields) {
    return new RecordingSpan(name, fields);
  }
}

module.exports = {
  create: () => {
    // Written by the process that creates the tracer, however it ends: Gatsby's workers, which
    // inherit the environment but create none, leave the file alone.
    const file = process.env.BENCH_BUILD_TRACE;
    if (file) process.once("exit", () => writeFileSync(file, JSON.stringify(finished)));
    return new RecordingTracer();
  },
};
