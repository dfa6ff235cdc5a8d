/** One Lighthouse run (mobile, default simulated throttling) and the figures the benchmark keeps. */
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { CHROMIUM_FLAGS, chromiumPath } from "../internal/test-browser/chromium";

/** Each figure and where the report has it: a category's score, an audit's value, a kind of resource's bytes. */
const CATEGORIES = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
} as const;
const METRICS = {
  lcpMs: "largest-contentful-paint",
  fcpMs: "first-contentful-paint",
  tbtMs: "total-blocking-time",
  cls: "cumulative-layout-shift",
  speedIndexMs: "speed-index",
} as const;
const BYTES = { totalBytes: "total", scriptBytes: "script", imageBytes: "image" } as const;

type FigureName = keyof typeof CATEGORIES | keyof typeof METRICS | keyof typeof BYTES | "requests";
export type PageFigures = Record<FigureName, number>;

interface Report {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: Resource[] } } | undefined>;
}
type Resource = { resourceType: string; transferSize: number; requestCount: number };

const each = <Name extends string>(ids: Record<Name, string>, figure: (id: string) => number) =>
  Object.fromEntries(Object.entries<string>(ids).map(([name, id]) => [name, figure(id)])) as Record<
    Name,
    number
  >;

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
  const lighthouse = await promisify(execFile)(process.execPath, [cli, url, ...FLAGS, chrome], {
    env,
    maxBuffer: 2 ** 28,
  });
  const { categories, audits } = JSON.parse(lighthouse.stdout) as Report;
  const resources = audits["resource-summary"]?.details?.items ?? [];
  const resource = (type: string) => resources.find((item) => item.resourceType === type);
  return {
    ...each(CATEGORIES, (id) => Math.round((categories[id]?.score ?? 0) * 100)),
    ...each(METRICS, (id) => audits[id]?.numericValue ?? NaN),
    ...each(BYTES, (type) => resource(type)?.transferSize ?? 0),
    requests: resource("total")?.requestCount ?? 0,
  };
}
