import type { playwright } from "@vitest/browser-playwright";

/** The `test.browser` block for Chromium. */
export interface ChromiumBrowser {
  enabled: true;
  headless: true;
  provider: ReturnType<typeof playwright>;
  instances: { browser: "chromium" }[];
}

/** A `test.browser` block for Chromium; `extra` adds or overrides fields (viewport, commands). */
export declare function chromiumBrowser<Extra extends object = object>(extra?: Extra): ChromiumBrowser & Extra;
