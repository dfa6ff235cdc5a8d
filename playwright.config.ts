import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, testChromiumPath } from "./internal/test-browser/chromium";

const CATALOGUE = "catalogue.spec.ts";
const SAVED = "editor-saved.spec.ts";

/**
 * End-to-end tests in real Chromium against the production build, served by the same server
 * as `npm start` (started in e2e/support/global-setup.ts on a free port).
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  // A worker per core, not Playwright's default of half: a test waits on Chromium, the site's
  // server and decap-server as much as it computes, so the cores have room for a test each.
  workers: "100%",
  expect: { timeout: 7_000 },
  // One set of pictures whichever project a test runs in.
  snapshotPathTemplate: "{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}",
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: { executablePath: testChromiumPath(), args: CHROMIUM_FLAGS },
  },
  // The tests that build run after those of the specification's site, one build at a time, in its
  // copy (e2e/support/global-setup.ts): each builds again from its cache what did not change.
  projects: [
    { name: "site", testIgnore: [CATALOGUE, SAVED] },
    { name: "catalogue", testMatch: CATALOGUE, dependencies: ["site"] },
    { name: "saved", testMatch: SAVED, dependencies: ["catalogue"] },
  ],
});
