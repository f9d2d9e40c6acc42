import { defineConfig } from "vitest/config";

// Two files at a time: vitest's default on two cores is one, which left a core idle once the other
// packages' tests were done; every suite has its own database (PGlite in memory, copied from one
// seeded template the global set-up makes, or a throwaway Postgres database named at random) and
// asks the system for free ports. Limits are generous, not retries: on two shared cores a test that
// applies every migration took over 20 s; a real hang still fails.
// Each file in a fresh worker (vitest's default). Sharing the workers' modules (isolate off) ran
// the suite in 520 s instead of 860 on a quiet machine, but in the test command, beside the other
// packages' tests, the busier cores made two load-sensitive Postgres suites fail in two runs (the
// customer-service take race, the chat's two servers under faults): off until those wait on
// events, not on time.
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/seeded-template.global-setup.ts"],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
