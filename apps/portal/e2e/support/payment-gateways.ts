import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";
import { portalDir } from "./product-process.ts";

/** WeChat Pay's and Alipay's fake gateways of this worker, and the services' settings pointing at them. */
export interface PaymentGateways {
  process: ChildProcess;
  wechatUrl: string;
  alipayUrl: string;
  settings: Record<string, string>;
}

const serverDir = path.resolve(portalDir, "../server");

/**
 * Starts the fake gateways (the services' scripts/fake-payment-gateways.ts, speaking each provider's
 * protocol with keys made for this run) with notifications going to the services at `servicesOrigin`.
 */
export async function startPaymentGateways(servicesOrigin: string): Promise<PaymentGateways> {
  const child = spawn(path.join(serverDir, "node_modules/.bin/tsx"), ["scripts/fake-payment-gateways.ts", servicesOrigin], {
    cwd: serverDir,
    stdio: ["ignore", "pipe", "inherit"],
  });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once("line", resolve);
    child.once("exit", (code) => reject(new Error(`the fake payment gateways exited (${code}) before they answered`)));
  });
  const started = JSON.parse(first) as Omit<PaymentGateways, "process">;
  // Journeys of this worker pay through them (support/fake-payments.ts).
  process.env.E2E_FAKE_WECHAT_URL = started.wechatUrl;
  process.env.E2E_FAKE_ALIPAY_URL = started.alipayUrl;
  return { process: child, ...started };
}
