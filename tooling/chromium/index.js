// How every browser test, journey and benchmark launches Chromium. This machine downloads no
// browsers: it uses Debian's (`apt-get install -y chromium`), headless, without the sandbox (tests
// run as root) and without the background services that would add noise to the figures.

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
