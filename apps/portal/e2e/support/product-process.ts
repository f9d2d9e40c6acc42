// Starts and stops the built platform services and portal as child processes, for the journeys
// (one product per Playwright worker) and the benchmarks.
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** apps/portal, where `server.ts` lives and `../server/dist/main.js` is found. */
export const portalDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Polls a URL until it answers 2xx; checks the child is still alive meanwhile. */
async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A product that never answered is not left running behind the failed set-up (it would hold
  // its ports and the runner's output open).
  child.kill("SIGKILL");
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Where a server keeps its data and which ports it and its portal use. */
export interface ServerSettings {
  dataDir: string;
  serverPort: number;
  portalPort: number;
  objectStorePort: number;
  /** Extra environment (the journeys turn the development helpers on). */
  env?: Record<string, string>;
}

/** Starts the platform services on a data folder and waits until they answer /health. */
export async function startServer(settings: ServerSettings): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["../server/dist/main.js"], {
    cwd: portalDir,
    env: {
      ...process.env,
      SERVER_PORT: String(settings.serverPort),
      PORTAL_PORT: String(settings.portalPort),
      OBJECT_STORE_PORT: String(settings.objectStorePort),
      DATA_DIR: settings.dataDir,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // The journeys run on the demo (members, businesses, content, the demo operator).
      DEMO_DATA: "1",
      ...settings.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  // A first start on an empty folder draws the demo's pictures: about a minute when the two cores are shared.
  await waitFor(`http://127.0.0.1:${settings.serverPort}/health`, child, 180_000);
  return child;
}

/**
 * How production runs the portal (scripts/start.sh): young-generation semi-spaces of up to 64 MB.
 * A member page's render leaves some 1.6 MB of short-lived garbage. With 2 MB semi-spaces the
 * scavenger took a quarter of the portal's time under load. With 16 MB it ran every 35 ms at 300
 * pages/s, so the requests in flight at two scavenges in a row were promoted, and the full
 * collections of that old generation, every few seconds, were when the member center's slowest
 * requests came (p99 158 → 103 ms at 64 MB, bench/member-pages.bench.ts). It costs little idle
 * memory: RSS 233 MiB idle, peak 1.43× under load (bench/ssr.bench.ts).
 */
const PORTAL_NODE_FLAGS = ["--max-semi-space-size=64"];

/**
 * Where a journey run's portal and back office write their access logs: a file in the run's folder,
 * not the runner's output, which would otherwise carry a line per request of 170 journeys and bury
 * the failures (a 5xx still reaches the console). Benchmarks, with no run folder, keep the console.
 */
function accessLog(name: string): Record<string, string> {
  const runDir = process.env.E2E_RUN_DIR;
  return runDir ? { LOG_FILE: path.join(runDir, `${name}.log`) } : {};
}

/** Starts the production portal in front of a server and waits until home renders. */
export async function startPortal(portalPort: number, serverPort: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...PORTAL_NODE_FLAGS, "server.ts"], {
    cwd: portalDir,
    env: {
      ...process.env,
      PORT: String(portalPort),
      SERVER_PORT: String(serverPort),
      API_ORIGIN: `http://127.0.0.1:${serverPort}`,
      NODE_ENV: "production",
      ...accessLog(`portal-${portalPort}`),
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${portalPort}/default/home`, child, 60_000);
  return child;
}

/** The back office's folder (apps/operator), built beside the portal. */
const operatorDir = path.resolve(portalDir, "../operator");

/** Starts the back office (apps/operator) in front of the server on `serverPort`. */
export async function startOperator(operatorPort: number, serverPort: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["server.ts"], {
    cwd: operatorDir,
    env: {
      ...process.env,
      OPERATOR_PORT: String(operatorPort),
      API_ORIGIN: `http://127.0.0.1:${serverPort}`,
      NODE_ENV: "production",
      ...accessLog(`operator-${operatorPort}`),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`http://127.0.0.1:${operatorPort}/login`, child, 60_000);
  return child;
}

/**
 * Stops a child gracefully (the server closes its database), forcefully after a few seconds; or at
 * once with `discard`, for a server whose database is thrown away next (its graceful drain took 2 s
 * a journey file).
 */
export async function stopProcess(child: ChildProcess | null, { discard = false } = {}): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill(discard ? "SIGKILL" : "SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 8_000);
  await exited;
  clearTimeout(timer);
}
