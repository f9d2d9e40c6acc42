import type { ChildProcess } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { test as base } from "@playwright/test";
import { objectStorePort, operatorPort, portal, portalPort, serverPort } from "./ports.ts";
import { startOperator, startPortal, startServer, stopProcess } from "./product-process.ts";

/**
 * This worker's product: one portal and one back office for the worker's life, and one server per journey file, on a
 * fresh copy of the run's seeded template (support/global-setup.ts). So no file sees what another
 * file did, files run in any order, and two workers run side by side.
 */
class WorkerProduct {
  private server: ChildProcess | null = null;
  private portalProcess: ChildProcess | null = null;
  private operatorProcess: ChildProcess | null = null;
  private file: string | null = null;
  private dataDir: string | null = null;
  private copies = 0;

  constructor(private readonly runDir: string) {}

  /** Makes sure the server runs on a database no other file has touched. */
  async freshFor(file: string): Promise<void> {
    if (file === this.file) return;
    const previousDir = this.dataDir;
    this.dataDir = path.join(this.runDir, `worker-${process.env.TEST_WORKER_INDEX ?? 0}-${++this.copies}`);
    const started = performance.now();
    // The last file's database is thrown away: its server is stopped at once while the next copy is made.
    await Promise.all([stopProcess(this.server, { discard: true }), cp(path.join(this.runDir, "template"), this.dataDir, { recursive: true })]);
    const copied = performance.now();
    const removed = previousDir ? rm(previousDir, { recursive: true, force: true }) : Promise.resolve();
    // The journeys read SMS codes and captcha answers from the development helpers, on the server's own port.
    this.server = await startServer({ dataDir: this.dataDir, portalPort, serverPort, objectStorePort, env: { DEV_HELPERS: "1" } });
    reportSlowSetUp(file, copied - started, performance.now() - copied);
    await removed;
    this.portalProcess ??= await startPortal(portalPort, serverPort);
    this.operatorProcess ??= await startOperator(operatorPort, serverPort);
    this.file = file;
  }

  async stop(): Promise<void> {
    await stopProcess(this.portalProcess);
    await stopProcess(this.operatorProcess);
    await stopProcess(this.server);
    if (this.dataDir) await rm(this.dataDir, { recursive: true, force: true });
  }
}

/** A file's set-up that took long is named in the run's output, with where its time went. */
function reportSlowSetUp(file: string, copyMs: number, startMs: number): void {
  if (copyMs + startMs < SLOW_SET_UP_MS) return;
  console.warn(
    `${path.basename(file)}: a fresh database took ${((copyMs + startMs) / 1000).toFixed(1)} s (copy ${(copyMs / 1000).toFixed(1)} s, server start ${(startMs / 1000).toFixed(1)} s)`,
  );
}

/** Quiet, a file's copy and server start take some 4 s; on two loaded cores up to 30 s. */
const SLOW_SET_UP_MS = 30_000;

/** Playwright's `test`, with this worker's product started and a fresh database for each file. */
export const test = base.extend<{ freshDatabase: undefined }, { product: WorkerProduct }>({
  product: [
    async ({ browserName: _browser }, use) => {
      const runDir = process.env.E2E_RUN_DIR;
      if (!runDir) throw new Error("E2E_RUN_DIR is unset: run the journeys through playwright.config.ts (its global set-up makes the template)");
      const product = new WorkerProduct(runDir);
      await use(product);
      await product.stop();
    },
    { scope: "worker", timeout: 120_000 },
  ],
  freshDatabase: [
    async ({ product }, use, testInfo) => {
      await product.freshFor(testInfo.file);
      await use(undefined);
    },
    // The server's own start may take up to startServer's 180 s on loaded cores (a first start draws pictures);
    // the copy comes on top. A set-up that long is reported (reportSlowSetUp), not cut short here.
    { auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ freshDatabase: _ready }, use) => use(portal),
});

export { type BrowserContext, expect, type Page } from "@playwright/test";
