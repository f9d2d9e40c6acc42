import { defineConfig } from "tsup";

export default defineConfig({ entry: ["src/index.ts", "src/react/index.ts", "src/md5.worker.ts"], format: ["esm"], dts: true, clean: true, sourcemap: true });
