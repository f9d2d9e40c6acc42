// Vitest browser mode in Debian's Chromium, as the ui, upload and storybook tests (and the upload
// benchmarks) run it: headless, launched with the options of ./index.js.
import { playwright } from "@vitest/browser-playwright";
import { chromiumLaunchOptions } from "./index.js";

/** A `test.browser` block for Chromium; `extra` adds or overrides fields (viewport, commands). */
export function chromiumBrowser(extra = {}) {
  return { enabled: true, headless: true, provider: playwright({ launchOptions: chromiumLaunchOptions }), instances: [{ browser: "chromium" }], ...extra };
}
