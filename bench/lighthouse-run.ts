/** One Lighthouse run (mobile, default simulated throttling) and the figures the benchmark keeps. */
import { spawn } from "node:child_process";
import { CHROMIUM_FLAGS, chromiumPath } from "../internal/test-browser/chromium";

export interface PageFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  totalBytes: number;
  scriptBytes: number;
  imageBytes: number;
  requests: number;
}

interface ResourceItem {
  resourceType: string;
  transferSize: number;
  requestCount: number;
}

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS].join(" ");

interface Lhr {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: ResourceItem[] } } | undefined>;
}

/**
 * Lighthouse runs as its own command: it sends functions to the page as source text, which a
 * TypeScript loader in this process would have rewritten.
 */
function lighthouseReport(url: string): Promise<Lhr> {
  const cli = require.resolve("lighthouse/cli/index.js");
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        cli,
        url,
        "--output=json",
        "--output-path=stdout",
        "--quiet",
        // The 404 page is measured too: it answers with status 404 on purpose.
        "--ignore-status-code",
        `--chrome-flags=${CHROME_FLAGS}`,
      ],
      { env: { ...process.env, CHROME_PATH: chromiumPath() }, stdio: ["ignore", "pipe", "inherit"] },
    );
    let json = "";
    child.stdout.on("data", (chunk: Buffer) => (json += chunk.toString()));
    child.on("exit", (code) => {
      if (code !== 0) return reject(new Error(`Lighthouse exited with ${code} for ${url}`));
      resolve(JSON.parse(json) as Lhr);
    });
  });
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is tried again. */
async function lighthouseWithRetries(url: string, attempts = 3): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseReport(url);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`${String(error)}; trying again (${attempt + 1}/${attempts})`);
    }
  }
}

export async function runLighthouse(url: string): Promise<PageFigures> {
  const { categories, audits } = await lighthouseWithRetries(url);
  const numeric = (id: string) => Number(audits[id]?.numericValue ?? NaN);
  const items = audits["resource-summary"]?.details?.items ?? [];
  const bytes = (type: string) => items.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const total = items.find((item) => item.resourceType === "total");
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    fcpMs: numeric("first-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    speedIndexMs: numeric("speed-index"),
    totalBytes: total?.transferSize ?? numeric("total-byte-weight"),
    scriptBytes: bytes("script"),
    imageBytes: bytes("image"),
    requests: total?.requestCount ?? 0,
  };
}
