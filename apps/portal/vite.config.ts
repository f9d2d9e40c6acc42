import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3001";

/** The release error reports carry: `CIDP_RELEASE` when the pipeline sets one, else the package version and the commit. */
function release(): string {
  if (process.env.CIDP_RELEASE) return process.env.CIDP_RELEASE;
  const { version } = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as { version: string };
  try {
    const commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    return `portal@${version}+${commit}`;
  } catch {
    return `portal@${version}`;
  }
}

export default defineConfig({
  // vanilla-extract must see the .css.ts files before React Router's plugin.
  plugins: [vanillaExtractPlugin(), reactRouter()],
  // The release of error reports; Sentry's documented build flags drop its debug logging and tracing code (1.7 KB gzip).
  define: { __CIDP_RELEASE__: JSON.stringify(release()), __SENTRY_DEBUG__: "false", __SENTRY_TRACING__: "false" },
  server: { proxy: { "/api": { target: apiOrigin, ws: true, xfwd: true } } },
});
