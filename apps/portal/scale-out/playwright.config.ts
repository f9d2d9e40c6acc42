import { defineConfig } from "@playwright/test";
import { runReporters } from "../e2e/support/reporters.ts";

// The scale-out run (issue "production"): one cluster of processes (scale-out/cluster.ts), its
// checks in order (one in Chromium: the upload to the store). Run after the builds: `pnpm --filter @cidp/portal run scale-out`.
export default defineConfig({
  testDir: ".",
  testMatch: ["scale-out.spec.ts", "go-live.spec.ts"],
  workers: 1,
  retries: 0,
  reporter: runReporters("scale-out"),
  timeout: 120_000,
});
