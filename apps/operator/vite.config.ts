import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

// vanilla-extract must see the .css.ts files before React Router's plugin.
export default defineConfig({ plugins: [vanillaExtractPlugin(), reactRouter()] });
