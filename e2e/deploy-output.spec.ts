import path from "node:path";
import { checkOutput } from "../internal/deploy/check-output";
import { expect, test } from "./support/test";

// The build's output as Netlify reads and serves it (internal/deploy/check-output.ts): its
// parsers, its precedence, every page's policy against the page's own inline scripts, caching.
// That each page then loads in Chromium with its policy and no violation is in deploy.spec.ts.
test("the build's output is what Netlify should serve", async () => {
  expect(await checkOutput(path.resolve(__dirname, "../public"))).toEqual([]);
});
