import { defineConfig } from "@playwright/test";

// The scale-out run (issue "production"): one cluster of processes (scale-out/cluster.ts), its
// checks in order, no browser. Run after the builds: `pnpm --filter @cidp/portal run scale-out`.
export default defineConfig({
  testDir: ".",
  testMatch: "scale-out.spec.ts",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  timeout: 120_000,
});
