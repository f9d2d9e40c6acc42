import { configDefaults, defineConfig } from "vitest/config";

// Two files at a time: vitest's default on two cores is one, which left a core idle once the other
// packages' tests were done; every suite has its own database (PGlite in memory, copied from one
// seeded template the global set-up makes, or a throwaway Postgres database named at random) and
// asks the system for free ports. Limits are generous, not retries: on two shared cores a test that
// applies every migration took over 20 s; a real hang still fails.
//
// The files share their workers' loaded modules (isolate off): each file in a fresh worker loaded
// the services' modules anew, 860 s of the run instead of about 520. A file that replaces a module
// (vi.mock) would replace it for the files after it in that worker, so those run isolated.
const isolated = ["src/platform/object-store/seed-store.test.ts"];

export default defineConfig({
  test: {
    globalSetup: ["src/testing/seeded-template.global-setup.ts"],
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      { extends: true, test: { name: "shared", include: ["src/**/*.test.ts"], exclude: [...configDefaults.exclude, ...isolated], isolate: false } },
      { extends: true, test: { name: "isolated", include: isolated, isolate: true } },
    ],
  },
});
