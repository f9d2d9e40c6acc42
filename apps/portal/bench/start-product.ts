// Starts the built server and portal on loopback with a throw-away database, for the benchmarks.
import { rmSync } from "node:fs";
import path from "node:path";
import { portalDir, startPortal, startServer, stopProcess } from "../e2e/support/product-process.ts";

/** The running product and how to stop it. */
export interface Product {
  portal: string;
  stop(): Promise<void>;
}

/** Starts server and portal (both must be built) on the given ports. */
export async function startProduct(portalPort = 3400, serverPort = 3401): Promise<Product> {
  const dataDir = path.join(portalDir, "../../.data", `bench-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  // The server as the journeys run it (throw-away data, no production secrets); the portal as in production.
  const server = await startServer({ dataDir, portalPort, serverPort, objectStorePort: serverPort + 1 });
  const portal = await startPortal(portalPort, serverPort).catch(async (error) => {
    await stopProcess(server);
    throw error;
  });
  return {
    portal: `http://localhost:${portalPort}`,
    async stop() {
      await Promise.all([stopProcess(portal), stopProcess(server)]);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
