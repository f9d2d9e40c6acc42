import { fileURLToPath } from "node:url";
import { chromiumBrowser } from "@cidp/dev-chromium/vitest";
import { storybookTest } from "@storybook/addon-vitest/vitest-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // Pre-bundle what the story runner imports lazily; discovering it mid-run makes Vite reload
  // and the first run fails with "Failed to fetch dynamically imported module".
  optimizeDeps: {
    include: [
      "@cidp/ui > @vanilla-extract/recipes/createRuntimeFn",
      "@cidp/ui > @vanilla-extract/sprinkles/createRuntimeSprinkles",
      "@cidp/ui > radix-ui",
      "@cidp/ui > @tiptap/extension-image",
      "@cidp/ui > @tiptap/react",
      "@cidp/ui > @tiptap/starter-kit",
      "storybook/test",
      "react",
      "react-dom",
      "react-dom/client",
      "react/jsx-dev-runtime",
    ],
  },
  plugins: [storybookTest({ configDir: fileURLToPath(new URL("./.storybook", import.meta.url)) })],
  test: {
    name: "storybook",
    browser: chromiumBrowser(),
  },
});
