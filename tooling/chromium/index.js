// How every browser test, journey and benchmark launches Chromium. This machine downloads no
// browsers: it uses Debian's (`apt-get install -y chromium`), headless, without the sandbox (tests
// run as root) and without the background services that would add noise to the figures.

import { existsSync } from "node:fs";

/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** Switches for a quiet, headless Chromium under root. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** Launch options for Playwright (`chromium.launch`, `use.launchOptions`, Vitest's playwright provider). */
export const chromiumLaunchOptions = { executablePath: chromiumExecutablePath, args: chromiumArgs };

/**
 * The journeys' browser: Debian's Chromium headless shell (`chromium-headless-shell`, the same engine
 * without the desktop browser's layer), which renders the same pages for about half the CPU of the
 * full browser in headless mode; `JOURNEY_CHROMIUM_PATH` names another, and without the shell the
 * journeys use `chromiumExecutablePath`. Screenshots, Lighthouse and the other benchmarks keep the
 * full browser, whose figures they report.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";
export const journeyLaunchOptions = {
  executablePath: process.env.JOURNEY_CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : chromiumExecutablePath),
  args: chromiumArgs,
};
