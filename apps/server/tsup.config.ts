import { defineConfig } from "tsup";

// Workspace packages ship TypeScript source, so they are bundled in; npm dependencies stay external.
export default defineConfig({
  entry: ["src/main.ts", "src/cli.ts"],
  format: ["esm"],
  platform: "node",
  target: "node24",
  noExternal: [/^@cidp\//],
  clean: true,
  sourcemap: true,
});
