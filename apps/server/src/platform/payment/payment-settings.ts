/**
 * The payment settings, read and checked at start (environment.ts lists the problems, one line
 * each): `PAYMENT_PROVIDERS`, a comma list of what the deployment offers — `wechat` (WeChat Pay API
 * v3), `alipay`, `bank_transfer` (对公转账 to the platform's account, confirmed by finance in the back
 * office: BANK_TRANSFER_*) and `sandbox` (the embedded provider, development only: it marks orders
 * paid with no money moving, so production refuses it; a development start without the list offers
 * 对公转账 too, to a demo account) — and `PAYMENT_NOTIFY_ORIGIN`, the services' public
 * origin where the providers post their notifications (`/api/cidp-pay/notify/<provider>`).
 */
import { type AlipaySettings, readAlipaySettings } from "./alipay/alipay-settings.ts";
import { type BankTransferSettings, DEMO_BANK_TRANSFER_SETTINGS, readBankTransferSettings } from "./bank-transfer/bank-transfer-settings.ts";
import { readWeChatPaySettings, type WeChatPaySettings } from "./wechat-pay/wechat-pay-settings.ts";

export const PAYMENT_PROVIDER_NAMES = ["wechat", "alipay", "bank_transfer", "sandbox"] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export interface PaymentSettings {
  /** In the order given: a method's first provider takes it. */
  providers: PaymentProviderName[];
  /** Scheme, host and port only. */
  notifyOrigin: string;
  /** Where a provider's page sends the member back to: the portal's public origin (PUBLIC_PORTAL_ORIGIN, else the local portal on PORTAL_PORT). */
  returnOrigin: string;
  /** The merchant settings of WeChat Pay, when listed (WECHATPAY_*). */
  wechat?: WeChatPaySettings;
  /** The merchant settings of Alipay, when listed (ALIPAY_*). */
  alipay?: AlipaySettings;
  /** The collection account of 对公转账, when listed (BANK_TRANSFER_*). */
  bankTransfer?: BankTransferSettings;
}

export type PaymentSettingsReading = { ok: true; settings: PaymentSettings } | { ok: false; problems: string[] };

const isProviderName = (name: string): name is PaymentProviderName => (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name);

function providersOf(env: NodeJS.ProcessEnv, production: boolean, problems: string[]): PaymentProviderName[] {
  const text = env.PAYMENT_PROVIDERS?.trim() ?? "";
  if (text === "") {
    if (production)
      problems.push(
        "PAYMENT_PROVIDERS is required in production: wechat, alipay, bank_transfer or several (e.g. PAYMENT_PROVIDERS=wechat,alipay,bank_transfer)",
      );
    return production ? [] : ["sandbox", "bank_transfer"];
  }
  const names = text.split(",").map((name) => name.trim().toLowerCase());
  const providers: PaymentProviderName[] = [];
  for (const name of names) {
    if (!isProviderName(name)) problems.push(`PAYMENT_PROVIDERS: "${name}" is not a provider (${PAYMENT_PROVIDER_NAMES.join(", ")})`);
    else if (providers.includes(name)) problems.push(`PAYMENT_PROVIDERS: "${name}" is listed twice`);
    else providers.push(name);
  }
  if (production && providers.includes("sandbox"))
    problems.push(
      "PAYMENT_PROVIDERS: the sandbox marks orders paid with no money moving and is refused in production: list wechat, alipay and/or bank_transfer",
    );
  return providers;
}

function notifyOriginOf(env: NodeJS.ProcessEnv, production: boolean, needed: boolean, problems: string[]): string {
  const text = env.PAYMENT_NOTIFY_ORIGIN?.trim() ?? "";
  if (text === "") {
    if (needed)
      problems.push("PAYMENT_NOTIFY_ORIGIN is required with WeChat Pay or Alipay: the services' public https origin the providers post notifications to");
    return `http://127.0.0.1:${env.SERVER_PORT ?? 3001}`;
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    problems.push(`PAYMENT_NOTIFY_ORIGIN must be an origin such as https://pay.example.gov.cn, not "${text}"`);
    return text;
  }
  if (url.origin !== text.replace(/\/$/, "") || !["http:", "https:"].includes(url.protocol))
    problems.push(`PAYMENT_NOTIFY_ORIGIN must be an origin (scheme, host and port, no path), not "${text}"`);
  else if (production && url.protocol !== "https:")
    problems.push("PAYMENT_NOTIFY_ORIGIN must be https in production: WeChat Pay and Alipay post only to https addresses");
  return url.origin;
}

/** The payment settings of an environment, or every problem with them. */
export function readPaymentSettings(env: NodeJS.ProcessEnv): PaymentSettingsReading {
  const production = env.NODE_ENV === "production";
  const problems: string[] = [];
  const providers = providersOf(env, production, problems);
  const notifyOrigin = notifyOriginOf(
    env,
    production,
    providers.some((name) => name === "wechat" || name === "alipay"),
    problems,
  );
  // The portal the member came from: its public origin, else the local portal (PORTAL_PORT), as the login site's.
  const returnOrigin = (env.PUBLIC_PORTAL_ORIGIN ?? `http://localhost:${env.PORTAL_PORT ?? 3000}`).replace(/\/$/, "");
  const settings: PaymentSettings = { providers, notifyOrigin, returnOrigin };
  if (providers.includes("wechat")) {
    const wechat = readWeChatPaySettings(env);
    if (wechat.ok) settings.wechat = wechat.settings;
    else problems.push(...wechat.problems);
  }
  if (providers.includes("alipay")) {
    const alipay = readAlipaySettings(env);
    if (alipay.ok) settings.alipay = alipay.settings;
    else problems.push(...alipay.problems);
  }
  if (providers.includes("bank_transfer")) {
    // The development default (no list given) offers a demo account; a listed bank_transfer needs its own.
    const bankTransfer = env.PAYMENT_PROVIDERS?.trim() ? readBankTransferSettings(env) : { ok: true as const, settings: DEMO_BANK_TRANSFER_SETTINGS };
    if (bankTransfer.ok) settings.bankTransfer = bankTransfer.settings;
    else problems.push(...bankTransfer.problems);
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, settings };
}
