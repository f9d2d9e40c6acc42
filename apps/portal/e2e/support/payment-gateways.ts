import type { ChildProcess } from "node:child_process";
import { startServerScript } from "./server-script.ts";

/** WeChat Pay's and Alipay's fake gateways of this worker, and the services' settings pointing at them. */
export interface PaymentGateways {
  process: ChildProcess;
  wechatUrl: string;
  alipayUrl: string;
  settings: Record<string, string>;
}

/**
 * Starts the fake gateways (the services' scripts/fake-payment-gateways.ts, speaking each provider's
 * protocol with keys made for this run) with notifications going to the services at `servicesOrigin`.
 */
export async function startPaymentGateways(servicesOrigin: string): Promise<PaymentGateways> {
  const { process: child, announced } = await startServerScript<Omit<PaymentGateways, "process">>("fake-payment-gateways.ts", [servicesOrigin]);
  // Journeys of this worker pay through them (support/fake-payments.ts).
  process.env.E2E_FAKE_WECHAT_URL = announced.wechatUrl;
  process.env.E2E_FAKE_ALIPAY_URL = announced.alipayUrl;
  return { process: child, ...announced };
}
