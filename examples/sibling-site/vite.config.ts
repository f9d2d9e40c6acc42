import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The platform's services, whose REST calls and chat socket this site forwards under its own /api
// (as its own reverse proxy would in production): the pages call their own origin, the socket's
// Origin header stays this site's (the services admit it through CHAT_ALLOWED_ORIGINS), and the
// uploads go to the object store the register answer names.
const apiOrigin = process.env.API_ORIGIN ?? "http://127.0.0.1:3001";
const proxy = { "/api": { target: apiOrigin, ws: true } };

export default defineConfig({
  plugins: [react()],
  // The upload package starts its hashing worker with `new URL("./md5.worker.js", import.meta.url)`:
  // the dev server must serve the package as it is, not pre-bundled.
  optimizeDeps: { exclude: ["@cidp/upload"] },
  build: { rollupOptions: { input: { react: "index.html", plain: "plain.html" } } },
  server: { proxy },
  preview: { proxy },
});
