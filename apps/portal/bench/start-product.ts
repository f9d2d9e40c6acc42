// Starts the built server and portal on loopback with a throw-away database, for the benchmarks.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** The running product and how to stop it. */
export interface Product {
  portal: string;
  stop(): void;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Starts server and portal (both must be built) on the given ports. */
export async function startProduct(portalPort = 3400, serverPort = 3401): Promise<Product> {
  const dataDir = path.join(portalDir, "../../.data", `bench-${process.pid}`);
  rmSync(dataDir, { recursive: true, force: true });
  const children: ChildProcess[] = [];
  const stopAll = () => {
    for (const child of children) child.kill("SIGTERM");
    rmSync(dataDir, { recursive: true, force: true });
  };
  const env = { ...process.env, SERVER_PORT: String(serverPort), PORTAL_PORT: String(portalPort), DATA_DIR: dataDir, LOG_LEVEL: "warn" };
  // The server as the journeys run it (throw-away data, no production secrets); the portal as in production.
  children.push(spawn(process.execPath, ["../server/dist/main.js"], { cwd: portalDir, env: { ...env, NODE_ENV: "test" }, stdio: "inherit" }));
  try {
    await waitFor(`http://127.0.0.1:${serverPort}/health`, 120_000);
    const portalEnv = { ...env, NODE_ENV: "production", PORT: String(portalPort), API_ORIGIN: `http://127.0.0.1:${serverPort}` };
    children.push(spawn(process.execPath, ["server.ts"], { cwd: portalDir, env: portalEnv, stdio: "inherit" }));
    await waitFor(`http://127.0.0.1:${portalPort}/default/home`, 60_000);
  } catch (error) {
    stopAll();
    throw error;
  }
  return { portal: `http://localhost:${portalPort}`, stop: stopAll };
}
