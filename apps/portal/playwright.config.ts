import { chromiumLaunchOptions } from "@cidp/dev-chromium";
import { defineConfig } from "@playwright/test";

// Journeys run against the built portal and server on a fresh, throw-away database.
const portalPort = Number(process.env.E2E_PORTAL_PORT ?? 3100);
const serverPort = Number(process.env.E2E_SERVER_PORT ?? 3101);
// The embedded object store gets its own port next to the server, so a running `npm start` (3002) never collides.
const objectStorePort = Number(process.env.OBJECT_STORE_PORT ?? serverPort + 1);
// Workers re-read this file in their own processes, so the folder is fixed once in the environment;
// the global teardown removes it again.
process.env.E2E_DATA_DIR ??= `../../.data/e2e-${process.pid}`;
const dataDir = process.env.E2E_DATA_DIR;

export default defineConfig({
  testDir: "e2e",
  globalTeardown: "./e2e/support/global-teardown.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${portalPort}`,
    launchOptions: chromiumLaunchOptions,
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: [
    {
      command: `rm -rf ${dataDir} && node ../server/dist/main.js`,
      url: `http://127.0.0.1:${serverPort}/health`,
      env: {
        SERVER_PORT: String(serverPort),
        PORTAL_PORT: String(portalPort),
        OBJECT_STORE_PORT: String(objectStorePort),
        DATA_DIR: dataDir,
        LOG_LEVEL: "warn",
        NODE_ENV: "test",
        // The journeys read SMS codes and captcha answers from the development helpers, on the server's own port.
        DEV_HELPERS: "1",
      },
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: "node server.ts",
      url: `http://127.0.0.1:${portalPort}/default/home`,
      env: { PORT: String(portalPort), SERVER_PORT: String(serverPort), API_ORIGIN: `http://127.0.0.1:${serverPort}`, NODE_ENV: "production" },
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
