import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vitest/config";

export default defineConfig({ plugins: [vanillaExtractPlugin()], test: { include: ["app/**/*.test.ts", "app/**/*.test.tsx"] } });
