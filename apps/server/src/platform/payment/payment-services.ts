import { createHmac } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { SANDBOX_NOTIFY_PATH } from "./notify-route.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createPayments, type Payments } from "./payments.ts";
import { createSandboxProvider } from "./sandbox/sandbox-provider.ts";

type Log = { warn: (o: object, m: string) => void; info: (o: object, m: string) => void };

export interface PaymentServices {
  provider: PaymentProvider;
  payments: Payments;
  /** The notification signing key of the sandbox. */
  sandboxSecret: Uint8Array;
}

/** Where the sandbox delivers its notifications by default: this services instance's own port. */
export function defaultNotifyUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.PAYMENT_NOTIFY_URL ?? `http://127.0.0.1:${env.SERVER_PORT ?? 3001}${SANDBOX_NOTIFY_PATH}`;
}

/**
 * The payment provider chosen by configuration and the merchant side on top of it. Only the
 * embedded sandbox exists here; a production adapter (WeChat Pay v3, Alipay, UnionPay) implements
 * PaymentProvider and is picked by `PAYMENT_PROVIDER` with its merchant keys.
 */
export function createPaymentServices(db: Database, serverSecret: Uint8Array, log: Log, notifyUrl = defaultNotifyUrl()): PaymentServices {
  const chosen = process.env.PAYMENT_PROVIDER ?? "sandbox";
  if (chosen !== "sandbox") throw new Error(`PAYMENT_PROVIDER=${chosen}: only the embedded sandbox is available in this build`);
  const sandboxSecret = createHmac("sha256", serverSecret).update("sandbox-payment-notifications").digest();
  const provider = createSandboxProvider({ db, secret: sandboxSecret, notifyUrl });
  return { provider, payments: createPayments(db, provider, log), sandboxSecret };
}
