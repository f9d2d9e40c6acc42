import { chromiumBrowser } from "@cidp/dev-chromium/vitest";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [vanillaExtractPlugin(), react()],
  // Pre-bundled up front: discovering them mid-run makes Vite reload a running test.
  optimizeDeps: {
    include: [
      "@vanilla-extract/recipes/createRuntimeFn",
      "@vanilla-extract/sprinkles/createRuntimeSprinkles",
      "@tiptap/extension-image",
      "@tiptap/react",
      "@tiptap/starter-kit",
      "radix-ui",
      "react",
      "react-dom",
      "react-dom/client",
      "react-dom/server",
      "react/jsx-dev-runtime",
      "vitest-browser-react",
    ],
  },
  test: {
    include: ["src/**/*.test.tsx"],
    // The tokens live on :root, as in the apps.
    setupFiles: ["./src/theme/theme.css.ts"],
    browser: chromiumBrowser({ viewport: { width: 1280, height: 800 } }),
  },
});
