import { rm } from "node:fs/promises";
import path from "node:path";
import { portalDir, startServer, stopProcess } from "./product-process.ts";

/**
 * Shared set-up of the run: one server starts on an empty folder, migrates and seeds it, and
 * stops. Every journey file then starts its own server on a copy of that folder (support/test.ts),
 * so each file has a fresh, seeded database without paying for the migrations and the seed again.
 */
export default async function globalSetup(): Promise<void> {
  const runDir = path.join(portalDir, "../../.data", `e2e-${process.pid}`);
  await rm(runDir, { recursive: true, force: true });
  const template = path.join(runDir, "template");
  const base = Number(process.env.E2E_PORTAL_PORT ?? 3100);
  // Ports below the workers' range, free while the template is made.
  const server = await startServer({ dataDir: template, portalPort: base - 10, serverPort: base - 9, objectStorePort: base - 8 });
  await stopProcess(server);
  process.env.E2E_RUN_DIR = runDir;
}
