import { defineConfig } from "vitest/config";

// Two files at a time: vitest's default on two cores is one, which left a core idle once the other
// packages' tests were done; every suite has its own database (PGlite in memory, copied from one
// seeded template the global set-up makes, or a throwaway Postgres database named at random) and
// asks the system for free ports. Limits are generous, not retries: on two shared cores a test that
// applies every migration took over 20 s; a real hang still fails.
// The files share their worker's modules (isolate off): a fresh worker per file spent about 0.8 s
// starting and then imported the app's modules anew, some 40 % of the run (the suite took 860 s
// isolated, 520 s shared, on a quiet machine). The suites keep no state in modules; one that
// mocks a module loads its subject anew (seed-store.test.ts).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    globalSetup: ["src/testing/seeded-template.global-setup.ts"],
    maxWorkers: 2,
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
