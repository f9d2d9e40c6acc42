import { readFile } from "node:fs/promises";
import { publishedBuild } from "@cidp/package-checks/build";
import { defineConfig } from "tsup";

// The published build (tooling/package-checks/published-build.ts): ESM with bundled declarations.
// The hashing worker is an entry of its own, found beside the code that starts it
// (`new URL("./md5.worker.js", import.meta.url)` in the built code).
export default defineConfig(
  publishedBuild({
    entry: { index: "src/index.ts", "react/index": "src/react/index.ts", "md5.worker": "src/md5.worker.ts" },
    typed: ["index", "react/index"],
    plugins: [
      {
        name: "upload-worker-address",
        setup(build) {
          build.onLoad({ filter: /worker-hasher\.ts$/ }, async (args) => {
            const source = await readFile(args.path, "utf8");
            return { contents: source.replace('new URL("./md5.worker.ts", import.meta.url)', 'new URL("./md5.worker.js", import.meta.url)'), loader: "ts" };
          });
        },
      },
    ],
  }),
);
