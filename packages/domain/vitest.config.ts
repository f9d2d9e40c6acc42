import { defineConfig } from "vitest/config";

// Pure rules: the files share their workers (isolate off saves a worker start per file, some 20 s
// of the test command), and a property test gets 30 s, not 5: beside the server's suites on two
// shared cores one of a thousand runs took longer than 5 s once (a limit, not a retry).
export default defineConfig({
  test: {
    include: ["src/**/*.test.ts"],
    isolate: false,
    testTimeout: 30_000,
    coverage: {
      provider: "v8",
      include: ["src/**/*.ts"],
      exclude: ["src/**/*.test.ts", "src/index.ts", "src/testing/**"],
      reporter: ["text-summary"],
      thresholds: { lines: 95 },
    },
  },
});
