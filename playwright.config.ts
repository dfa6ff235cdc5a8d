import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumPath } from "./internal/test-browser/chromium";

/**
 * End-to-end tests in real Chromium against the production build, served by the same server
 * as `npm start` (started in e2e/support/global-setup.ts on a free port).
 */
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_FLAGS,
    },
    trace: "retain-on-failure",
  },
});
