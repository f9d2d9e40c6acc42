import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { browserContract } from "@cidp/api-client/vite";
import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defaultClientConditions, defineConfig, type Plugin } from "vite";

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

// What the root route imports, without going through a package's main entry (which re-exports
// far more than a page uses): every page runs it, so it can travel as one chunk.
const rootModules = new Set<string>();
// The contract's barrel too: through it the shell would carry every call any page uses (each new
// capability's calls landing in every page's first load); past it, a page's calls travel with the page.
const PACKAGE_ENTRY = /[\\/]packages[\\/][^\\/]+[\\/]src[\\/](contract[\\/])?index\.ts$/;
const rootModulesPlugin: Plugin = {
  name: "cidp:root-modules",
  applyToEnvironment: (environment) => environment.config.consumer === "client",
  buildEnd() {
    const stack = [...this.getModuleIds()].filter((id) => /[\\/]app[\\/]root\.tsx(\?|$)/.test(id));
    for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
      if (rootModules.has(id) || id.includes("node_modules") || PACKAGE_ENTRY.test(id)) continue;
      rootModules.add(id);
      stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
    }
  },
};

// First match wins: the shell's chunk takes what the framework's and the machines' leave.
const chunkGroups = [
  {
    name: "framework",
    test: (id: string) =>
      /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|valtio|proxy-compare)[\\/]/.test(id) ||
      id.includes("vite/preload-helper"),
  },
  { name: "xstate", test: /node_modules[\\/](xstate|@xstate[\\/]react|use-sync-external-store|use-isomorphic-layout-effect)[\\/]/ },
  { name: "shell", test: (id: string) => rootModules.has(id) },
];

export default defineConfig({
  // vanilla-extract must see the .css.ts files before React Router's plugin. The browser's bundle
  // gets the API contract without its schemas (and without zod): the server checks every answer.
  plugins: [vanillaExtractPlugin(), browserContract(), reactRouter(), rootModulesPlugin],
  // The release of error reports; Sentry's documented build flags drop its debug logging and tracing code (1.7 KB gzip).
  define: { __CIDP_RELEASE__: JSON.stringify(release()), __SENTRY_DEBUG__: "false", __SENTRY_TRACING__: "false" },
  environments: {
    client: {
      // The ES2015 builds of packages that ship one (rxjs, tslib): no ES5 helpers in the browser's bundle.
      resolve: { conditions: [...defaultClientConditions, "es2015"] },
      // One chunk for the framework every page runs (React, React Router, the site store), one for
      // the app's shell (the root route's own modules), one for the member header's state
      // machines: split over two dozen chunks they cost 5 KB more (gzip) and a dozen requests,
      // which on a slow link hold the page longer than the bytes.
      build: { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
    },
  },
  server: { proxy: { "/api": { target: apiOrigin, ws: true, xfwd: true } } },
});
