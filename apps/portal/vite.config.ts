import { reactRouter } from "@react-router/dev/vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";

const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3001";

export default defineConfig({
  // vanilla-extract must see the .css.ts files before React Router's plugin.
  plugins: [vanillaExtractPlugin(), reactRouter()],
  server: { proxy: { "/api": { target: apiOrigin, ws: true, xfwd: true } } },
});
