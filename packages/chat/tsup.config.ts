import { publishedBuild } from "@cidp/package-checks/build";
import { defineConfig } from "tsup";

// The published build (tooling/package-checks/published-build.ts): ESM with bundled declarations.
export default defineConfig(publishedBuild({ entry: { index: "src/index.ts", "react/index": "src/react/index.ts" }, typed: ["index", "react/index"] }));
