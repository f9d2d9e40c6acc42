import { defineConfig } from "tsup";

export default defineConfig({ entry: ["src/index.ts", "src/content/rich-text.ts"], format: ["esm"], dts: true, clean: true, sourcemap: true });
