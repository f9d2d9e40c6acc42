import { chromiumBrowser } from "@cidp/dev-chromium/vitest";
import { defineConfig } from "vitest/config";
import { benchCommands } from "./bench/bench-commands.ts";

// The benchmarks (`pnpm bench`): they print figures against their goals and are never part of
// `pnpm test`. Browser ones run in Chromium, the memory one in Node.
export default defineConfig({
  optimizeDeps: { include: ["spark-md5", "hash-wasm", "xstate", "aws4fetch", "idb"] },
  test: {
    testTimeout: 1_800_000,
    hookTimeout: 120_000,
    // One at a time: the figures must not share the machine with each other.
    fileParallelism: false,
    projects: [
      {
        extends: true,
        test: {
          name: "bench-chromium",
          include: ["bench/**/*.browser.bench.ts"],
          globalSetup: ["./bench/bench-global-setup.ts"],
          browser: chromiumBrowser({ commands: benchCommands }),
        },
      },
      { extends: true, test: { name: "bench-node", include: ["bench/**/*.node.bench.ts"], environment: "node", execArgv: ["--expose-gc"] } },
    ],
  },
});
