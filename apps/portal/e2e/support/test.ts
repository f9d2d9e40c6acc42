import type { ChildProcess } from "node:child_process";
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { platformPaths } from "@cidp/api-client/contract";
import { test as base } from "@playwright/test";
import { type PaymentGateways, startPaymentGateways } from "./payment-gateways.ts";
import { objectStorePort, operatorPort, portal, portalPort, serverPort } from "./ports.ts";
import { startOperator, startPortal, startServer, stopProcess } from "./product-process.ts";

/**
 * This worker's product for the worker's life: one portal, one back office and one services
 * process, on its own copy of the run's seeded template (support/global-setup.ts). Before each
 * journey file the services reset their database to that template (DEV_DATABASE_RESETS, a
 * development helper: composition/database-resets.ts in the server), so no file sees what another
 * file did, files run in any order, and two workers run side by side, without a copy and a
 * process start per file.
 */
class WorkerProduct {
  private server: ChildProcess | null = null;
  private portalProcess: ChildProcess | null = null;
  private operatorProcess: ChildProcess | null = null;
  private gateways: PaymentGateways | null = null;
  private file: string | null = null;
  private readonly dataDir: string;

  constructor(runDir: string) {
    this.dataDir = path.join(runDir, `worker-${process.env.TEST_WORKER_INDEX ?? 0}`);
  }

  /** Makes sure the services run on a database no other file has touched. */
  async freshFor(file: string): Promise<void> {
    if (file === this.file) return;
    const started = performance.now();
    if (this.server) await resetDatabase(this.server);
    else {
      await cp(path.join(path.dirname(this.dataDir), "template"), this.dataDir, { recursive: true });
      // WeChat Pay and Alipay are the fake gateways (speaking their protocols); 快捷支付 the sandbox.
      this.gateways = await startPaymentGateways(services);
      // The journeys read SMS codes and captcha answers from the development helpers, on the server's own port.
      this.server = await startServer({
        dataDir: this.dataDir,
        portalPort,
        serverPort,
        objectStorePort,
        env: { DEV_HELPERS: "1", DEV_DATABASE_RESETS: "1", ...this.gateways.settings },
      });
    }
    reportSlowSetUp(file, performance.now() - started);
    // The portal's 去支付 forms may go on to the fake gateways' pages (CSP form-action).
    const paymentPages = this.gateways ? [new URL(this.gateways.wechatUrl).origin, new URL(this.gateways.alipayUrl).origin].join(" ") : "";
    this.portalProcess ??= await startPortal(portalPort, serverPort, { PAYMENT_PAGE_ORIGINS: paymentPages });
    this.operatorProcess ??= await startOperator(operatorPort, serverPort);
    this.file = file;
  }

  async stop(): Promise<void> {
    await stopProcess(this.portalProcess);
    await stopProcess(this.operatorProcess);
    await stopProcess(this.server, { discard: true });
    await stopProcess(this.gateways?.process ?? null);
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

const services = `http://127.0.0.1:${serverPort}`;

/** Asks the services to reset their database and waits until the services on the fresh copy answer. */
async function resetDatabase(server: ChildProcess): Promise<void> {
  const asked = await fetch(`${services}${platformPaths.devResetDatabase}`, { method: "POST" });
  if (!asked.ok) throw new Error(`the services refused the database reset: ${asked.status} ${await asked.text()}`);
  const { generation } = (await asked.json()) as { generation: number };
  const deadline = Date.now() + RESET_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the services exited (${server.exitCode}) during the database reset`);
    const answer = await fetch(`${services}${platformPaths.devDatabaseGeneration}`).then(
      (response) => (response.ok ? (response.json() as Promise<{ generation: number }>) : null),
      () => null, // between the old services closing and the new ones listening
    );
    if (answer && answer.generation >= generation) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the services did not come back from the database reset within ${RESET_TIMEOUT_MS} ms`);
}

/** A reset that never comes back fails the file instead of hanging it. */
const RESET_TIMEOUT_MS = 120_000;

/** A file's set-up that took long is named in the run's output. */
function reportSlowSetUp(file: string, milliseconds: number): void {
  if (milliseconds < SLOW_SET_UP_MS) return;
  console.warn(`${path.basename(file)}: a fresh database took ${(milliseconds / 1000).toFixed(1)} s`);
}

/** Quiet, a reset takes some 2 s (the worker's first start, with its copy, some 5 s); on two loaded cores up to 30 s. */
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
    // The worker's first start may take up to startServer's 180 s on loaded cores, the copy on top; a
    // reset up to RESET_TIMEOUT_MS. A set-up that long is reported (reportSlowSetUp), not cut short here.
    { auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ freshDatabase: _ready }, use) => use(portal),
});

export { type BrowserContext, expect, type Page } from "@playwright/test";
