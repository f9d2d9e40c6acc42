import { journeyLaunchOptions } from "@cidp/dev-chromium";
import { defineConfig } from "@playwright/test";
import { runReporters } from "./e2e/support/reporters.ts";

// Journeys run against the built portal and server. Each worker starts its own portal, back office
// and services, and the services reset their database to a copy seeded once before each journey
// file (support/test.ts), so files are independent and run two at a time. Ports: E2E_PORTAL_PORT
// (3100) and up, 10 per worker.
export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/support/global-setup.ts",
  globalTeardown: "./e2e/support/global-teardown.ts",
  fullyParallel: false,
  workers: 2,
  // No retries, in CI either: a journey that fails once is a bug to find, not noise to hide.
  retries: 0,
  reporter: runReporters("journeys"),
  // Generous limits, not retries: on two shared cores an axe scan of a long list page or a
  // redirect after a save has taken several times its quiet duration; a real hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: { launchOptions: journeyLaunchOptions },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
});
