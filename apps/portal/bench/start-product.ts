// Starts the built server and portal on loopback with a throw-away database, for the benchmarks.
import { rmSync } from "node:fs";
import path from "node:path";
import { portalDir, startPortal, startServer, stopProcess } from "../e2e/support/product-process.ts";

/** The running product and how to stop it. */
export interface Product {
  portal: string;
  /** The platform services, reached directly (not through the portal's proxy). */
  api: string;
  /** The portal's own process (`node server.ts`), for sampling its memory. */
  portalPid: number;
  stop(): Promise<void>;
}

/** Starts server and portal (both must be built) on the given ports; `serverEnv` adds to the server's settings. */
export async function startProduct(portalPort = 3400, serverPort = 3401, serverEnv: Record<string, string> = {}): Promise<Product> {
  // BENCH_DATA_DIR keeps the data between runs: a fresh folder's first start draws the demo's
  // pictures (about a minute on two busy cores), longer than the start is waited for.
  const keptDataDir = process.env.BENCH_DATA_DIR;
  const dataDir = keptDataDir ? path.resolve(keptDataDir) : path.join(portalDir, "../../.data", `bench-${process.pid}`);
  if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
  // The server as the journeys run it (throw-away data, no production secrets); the portal as in production.
  const server = await startServer({ dataDir, portalPort, serverPort, objectStorePort: serverPort + 1, env: serverEnv });
  const portal = await startPortal(portalPort, serverPort).catch(async (error) => {
    await stopProcess(server);
    throw error;
  });
  if (portal.pid === undefined) throw new Error("the portal has no process id");
  return {
    portal: `http://localhost:${portalPort}`,
    api: `http://127.0.0.1:${serverPort}`,
    portalPid: portal.pid,
    async stop() {
      await Promise.all([stopProcess(portal), stopProcess(server)]);
      if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
