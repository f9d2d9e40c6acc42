/** Debian's Chromium, or the one `CHROMIUM_PATH` names. */
export declare const chromiumExecutablePath: string;
/** Switches for a quiet, headless Chromium under root. */
export declare const chromiumArgs: string[];
/** Launch options for Playwright (`chromium.launch`, `use.launchOptions`, Vitest's playwright provider). */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
/** Launch options for the journeys: Debian's headless shell when installed, else the full Chromium. */
export declare const journeyLaunchOptions: { executablePath: string; args: string[] };
