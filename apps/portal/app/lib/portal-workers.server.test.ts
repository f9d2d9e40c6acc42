import cluster from "node:cluster";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { portalWorkerCount, type Supervision, superviseWorkers } from "./portal-workers.server.ts";

describe("portalWorkerCount", () => {
  it.each([
    [undefined, 1],
    ["", 1],
    [" ", 1],
    ["1", 1],
    ["2", 2],
    ["64", 64],
    ["auto", 4],
  ])("PORTAL_WORKERS=%j runs %i", (value, count) => {
    expect(portalWorkerCount(value === undefined ? {} : { PORTAL_WORKERS: value }, 4)).toBe(count);
  });

  it.each(["0", "65", "1000", "-1", "1.5", "two", "2x", "AUTO"])("refuses PORTAL_WORKERS=%j with a clear message", (value) => {
    expect(() => portalWorkerCount({ PORTAL_WORKERS: value }, 4)).toThrow(/^PORTAL_WORKERS must be a whole number from 1 to 64, or auto/);
  });
});

/** A worker stand-in: answers its process id on PORT, ends on SIGTERM. */
const workerScript = `
import { createServer } from "node:http";
const server = createServer((request, response) => response.end(String(process.pid)));
server.listen(Number(process.env.PORT), "127.0.0.1");
process.on("SIGTERM", () => server.close(() => process.exit(0)));
`;

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function answeringPids(port: number, requests: number): Promise<Set<string>> {
  const pids = new Set<string>();
  for (let sent = 0; sent < requests; sent++) {
    // A new connection each time: node:cluster hands out connections, not requests.
    const answer = await fetch(`http://127.0.0.1:${port}/`, { headers: { connection: "close" }, signal: AbortSignal.timeout(2000) });
    pids.add(await answer.text());
  }
  return pids;
}

describe("superviseWorkers", () => {
  let supervision: Supervision | undefined;
  let folder: string | undefined;
  afterEach(async () => {
    await supervision?.stop();
    supervision = undefined;
    if (folder) rmSync(folder, { recursive: true, force: true });
    folder = undefined;
    cluster.removeAllListeners("listening");
    cluster.removeAllListeners("exit");
  });

  function supervise(count: number, port: number, exit = vi.fn()) {
    folder = mkdtempSync(path.join(tmpdir(), "portal-workers-"));
    writeFileSync(path.join(folder, "worker.mjs"), workerScript);
    cluster.setupPrimary({ exec: path.join(folder, "worker.mjs"), execArgv: [], silent: true });
    process.env.PORT = String(port);
    const log = { warn: vi.fn() };
    supervision = superviseWorkers(count, log, { exit, onSignals: false });
    return { log, exit };
  }

  it("serves one port from every worker, replaces one that ends, and stops them all", async () => {
    const port = await freePort();
    const { log } = supervise(2, port);
    await vi.waitFor(() => expect(Object.keys(cluster.workers ?? {})).toHaveLength(2));
    await vi.waitFor(async () => expect((await answeringPids(port, 12)).size).toBe(2), { timeout: 10_000, interval: 100 });

    const [first] = Object.values(cluster.workers ?? {});
    const endedPid = String(first?.process.pid);
    first?.process.kill("SIGKILL");
    await vi.waitFor(
      async () => {
        const pids = await answeringPids(port, 12);
        expect(pids.has(endedPid)).toBe(false);
        expect(pids.size).toBe(2);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining(`portal worker ${endedPid} ended`));

    await supervision?.stop();
    expect(Object.values(cluster.workers ?? {}).filter((worker) => worker && !worker.isDead())).toHaveLength(0);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
  });

  it("ends the portal with code 1 when a worker cannot listen, instead of starting it again and again", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const address = taken.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    try {
      const { exit, log } = supervise(2, address.port);
      await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(1), { timeout: 10_000, interval: 50 });
      expect(log.warn).toHaveBeenCalledWith(expect.stringContaining("ended before it listened"));
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });
});
