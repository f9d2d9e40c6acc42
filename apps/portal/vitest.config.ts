import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  // 30 s, not Vitest's 5 s: the zip-stream test compresses real files and passed 5 s once while the
  // journeys shared the two cores; a limit, not a retry, so a real hang still fails.
  test: { include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"], testTimeout: 30_000 },
});
