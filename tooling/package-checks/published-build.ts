import { basename, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { wireModuleSource } from "@cidp/api-client/vite";
import type { Plugin } from "esbuild";
import type { Options } from "tsup";

// The published build of a workspace package: ESM with bundled declarations. The workspace's own
// packages (@cidp/domain, @cidp/api-client) are bundled in, code and types, so the package needs
// nothing that is not on the registry; its npm dependencies stay external. The API contract's
// modules arrive in their wire form, as in the portal's browser bundle (no schemas, no zod).
const keptContractModules = new Set(["define-call.ts", "index.ts", "media.contract.ts"]);

const workspaceSource = (path: string) => fileURLToPath(new URL(`../../packages/${path}`, import.meta.url));

/** The contract's modules in their wire form (the kept ones, which carry no schemas, as they are). */
const wireContract: Plugin = {
  name: "cidp-wire-contract",
  setup(build) {
    build.onLoad({ filter: /[\\/]api-client[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/ }, async (args) => {
      if (keptContractModules.has(basename(args.path)) || args.path.endsWith(".test.ts")) return null;
      const exports = (await import(pathToFileURL(args.path).href)) as Record<string, unknown>;
      return { contents: wireModuleSource(exports), loader: "js", resolveDir: dirname(args.path) };
    });
  },
};

/**
 * tsup's options for a published package: `entry` its built files (declarations for `typed` ones
 * only), `plugins` any esbuild plugins of its own (upload's worker address).
 */
export function publishedBuild({ entry, typed, plugins = [] }: { entry: Record<string, string>; typed: readonly string[]; plugins?: Plugin[] }): Options {
  return {
    entry,
    format: ["esm"],
    target: "es2022",
    platform: "browser",
    dts: {
      entry: Object.fromEntries(typed.map((name) => [name, entry[name] ?? ""])),
      // The workspace packages' sources, so their types are inlined into the bundled declarations.
      compilerOptions: {
        paths: {
          "@cidp/domain": [workspaceSource("domain/src/index.ts")],
          "@cidp/api-client": [workspaceSource("api-client/src/index.ts")],
          "@cidp/api-client/contract": [workspaceSource("api-client/src/contract/index.ts")],
        },
      },
    },
    noExternal: [/^@cidp\//],
    clean: true,
    sourcemap: true,
    splitting: true,
    treeshake: true,
    esbuildPlugins: [wireContract, ...plugins],
  };
}
