import { chromiumBrowser } from "@cidp/dev-chromium/vitest";
import { defineConfig } from "vitest/config";

export default defineConfig({
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react/jsx-dev-runtime", "vitest-browser-react", "xstate", "hash-wasm", "aws4fetch", "idb"],
  },
  test: {
    projects: [
      { extends: true, test: { name: "unit", include: ["src/**/*.test.ts", "test/**/*.test.ts"], exclude: ["src/**/*.browser.test.ts"], environment: "node" } },
      {
        // The React binding renders in Chromium, as it does in the sites that use it.
        extends: true,
        test: {
          name: "react",
          include: ["src/**/*.browser.test.{ts,tsx}"],
          // The engine's reload tests upload to an in-memory S3 endpoint in Node.
          globalSetup: ["./test-support/browser-global-setup.ts"],
          browser: chromiumBrowser(),
        },
      },
    ],
  },
});
