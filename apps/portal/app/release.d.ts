/** The portal build's release, `portal@<version>+<git commit>` (vite.config.ts `define`); absent under Vitest. */
declare const __CIDP_RELEASE__: string | undefined;
