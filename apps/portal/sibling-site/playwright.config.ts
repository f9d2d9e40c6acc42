import { journeyLaunchOptions } from "@cidp/dev-chromium";
import { defineConfig } from "@playwright/test";
import { runReporters } from "../e2e/support/reporters.ts";

// The sibling site's journey (issue #68): examples/sibling-site, installed from the packed
// @cidp/upload and @cidp/chat by its prepare.sh (the `sibling-site` script runs it first), against
// the built services. Ports: SIBLING_SITE_PORT (3500) and up, apart from the journeys' and the scale-out run's.
export default defineConfig({
  testDir: ".",
  testMatch: ["sibling-site.spec.ts"],
  workers: 1,
  retries: 0,
  reporter: runReporters("sibling-site"),
  // The services' first start seeds the demo (a minute on two shared cores).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: { launchOptions: journeyLaunchOptions },
});
