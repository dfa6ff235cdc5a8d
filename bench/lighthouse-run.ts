/**
 * One Lighthouse run (mobile, default simulated throttling), the figures the benchmark keeps, and
 * their medians over several runs.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { CHROMIUM_FLAGS, chromiumPath } from "../internal/test-browser/chromium";
import { cls, kb, ms, score, sec } from "./format";

/**
 * Each figure, in the reports' order: its heading, where Lighthouse's report has it, how the
 * reports write it, and whether its floor's stands beside it (a load's figures, not an audit's or
 * a weight).
 */
export const FIGURES = {
  performance: ["Perf", "category", "performance", score, true],
  lcpMs: ["LCP", "audit", "largest-contentful-paint", sec, true],
  tbtMs: ["TBT", "audit", "total-blocking-time", ms, true],
  cls: ["CLS", "audit", "cumulative-layout-shift", cls, false],
  fcpMs: ["FCP", "audit", "first-contentful-paint", sec, true],
  speedIndexMs: ["SI", "audit", "speed-index", sec, true],
  accessibility: ["A11y", "category", "accessibility", score, false],
  bestPractices: ["BP", "category", "best-practices", score, false],
  seo: ["SEO", "category", "seo", score, false],
  totalBytes: ["Total", "bytes", "total", kb, false],
  scriptBytes: ["JS", "bytes", "script", kb, false],
  imageBytes: ["Images", "bytes", "image", kb, false],
  requests: ["Requests", "requests", "total", String, false],
} as const;

export type PageFigures = Record<keyof typeof FIGURES, number>;

interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: Resource[] } } | undefined>;
}
type Resource = { resourceType: string; transferSize: number; requestCount: number };

const run = promisify(execFile);
// The 404 page answers with status 404 on purpose.
const FLAGS = ["--output=json", "--output-path=stdout", "--quiet", "--ignore-status-code"];

/**
 * Lighthouse runs as its own command: it sends functions to the page as source text, which this
 * process's TypeScript loader would have rewritten.
 */
export async function runLighthouse(url: string): Promise<PageFigures> {
  const cli = require.resolve("lighthouse/cli/index.js");
  const chrome = `--chrome-flags=${["--headless=new", ...CHROMIUM_FLAGS].join(" ")}`;
  const env = { ...process.env, CHROME_PATH: chromiumPath() };
  const { stdout } = await run(process.execPath, [cli, url, ...FLAGS, chrome], { env, maxBuffer: 2 ** 28 });
  const { categories, audits } = JSON.parse(stdout) as Report;
  const resource = (type: string) =>
    audits["resource-summary"]?.details?.items?.find((item) => item.resourceType === type);
  const read = {
    category: (id: string) => Math.round((categories[id]?.score ?? 0) * 100),
    audit: (id: string) => audits[id]?.numericValue ?? NaN,
    bytes: (type: string) => resource(type)?.transferSize ?? 0,
    requests: (type: string) => resource(type)?.requestCount ?? 0,
  };
  const entries = Object.entries(FIGURES).map(([key, [, from, id]]) => [key, read[from](id)] as const);
  const figures = Object.fromEntries(entries) as PageFigures;
  // Each run's own figures, for how far they spread around the medians.
  const { lcpMs, tbtMs } = figures;
  console.log(`  Perf ${figures.performance}, LCP ${ms(lcpMs)}, TBT ${ms(tbtMs)}, CLS ${figures.cls}`);
  return figures;
}

/** Medians: what the benchmarks report of several runs, since one slow run should not move them. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("the median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Each figure's median over the runs, figure by figure (not the median run). */
export function medians<Figures extends Record<string, number>>(runs: readonly Figures[]): Figures {
  if (!runs[0]) throw new Error("no runs to take the medians of");
  return Object.fromEntries(
    Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as Figures;
}
