import { basename, dirname } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { wireModuleSource } from "@cidp/api-client/vite";
import { defineConfig } from "tsup";

// The published build: ESM with bundled declarations. The workspace's own packages (@cidp/domain,
// @cidp/api-client) are bundled in, code and types, so the package needs nothing that is not on
// the registry; its npm dependencies stay external. The API contract's modules arrive in their
// wire form, as in the portal's browser bundle (no schemas, no zod).
const keptContractModules = new Set(["define-call.ts", "index.ts", "media.contract.ts"]);

export default defineConfig({
  entry: { index: "src/index.ts", "react/index": "src/react/index.ts" },
  format: ["esm"],
  target: "es2022",
  platform: "browser",
  dts: {
    entry: { index: "src/index.ts", "react/index": "src/react/index.ts" },
    // The workspace packages' sources, so their types are inlined into the bundled declarations.
    compilerOptions: {
      paths: {
        "@cidp/domain": [fileURLToPath(new URL("../domain/src/index.ts", import.meta.url))],
        "@cidp/api-client": [fileURLToPath(new URL("../api-client/src/index.ts", import.meta.url))],
        "@cidp/api-client/contract": [fileURLToPath(new URL("../api-client/src/contract/index.ts", import.meta.url))],
      },
    },
  },
  noExternal: [/^@cidp\//],
  clean: true,
  sourcemap: true,
  splitting: true,
  treeshake: true,
  esbuildPlugins: [
    {
      name: "cidp-publish",
      setup(build) {
        build.onLoad({ filter: /[\\/]api-client[\\/]src[\\/]contract[\\/][^\\/]+\.ts$/ }, async (args) => {
          if (keptContractModules.has(basename(args.path)) || args.path.endsWith(".test.ts")) return null;
          const exports = (await import(pathToFileURL(args.path).href)) as Record<string, unknown>;
          return { contents: wireModuleSource(exports), loader: "js", resolveDir: dirname(args.path) };
        });
      },
    },
  ],
});
