import { createHmac } from "node:crypto";
import type { Database } from "../../db/database.ts";
import { createAlipayProvider } from "./alipay/alipay-provider.ts";
import { createBankTransferProvider } from "./bank-transfer/bank-transfer-provider.ts";
import { type BankTransferSettings, DEMO_BANK_TRANSFER_SETTINGS } from "./bank-transfer/bank-transfer-settings.ts";
import { notifyPathOf } from "./notify-route.ts";
import type { PaymentMethod, PaymentProvider } from "./payment-provider.ts";
import { type PaymentProviders, paymentProvidersOf } from "./payment-providers.ts";
import type { PaymentSettings } from "./payment-settings.ts";
import { createPayments, type Payments } from "./payments.ts";
import { createSandboxProvider } from "./sandbox/sandbox-provider.ts";
import { createWeChatJsapiCheckout, type WeChatJsapiCheckout } from "./wechat-pay/wechat-jsapi-checkout.ts";
import { createWeChatPayProvider, WECHAT_PAY_PROVIDER_NAME } from "./wechat-pay/wechat-pay-provider.ts";

type Log = { warn: (o: object, m: string) => void; info: (o: object, m: string) => void };

export interface PaymentServices {
  providers: PaymentProviders;
  payments: Payments;
  /** The sandbox's notification signing key; null when the sandbox is not configured (production). */
  sandboxSecret: Uint8Array | null;
  /** 对公转账's collection account and limit; null when the deployment does not offer it. */
  bankTransfer: BankTransferSettings | null;
  /** WeChat Pay JSAPI inside WeChat's browser (网页授权 and the cashier's signature); null when not offered (WECHATPAY_JSAPI). */
  wechatJsapi: WeChatJsapiCheckout | null;
}

export interface PaymentServiceOptions {
  /** The providers and their merchant settings (payment-settings.ts); the development default is the sandbox and 对公转账 to a demo account. */
  settings?: PaymentSettings;
  /** Where the sandbox delivers its notifications, when not the settings' notify origin (tests). */
  sandboxNotifyUrl?: string;
}

/**
 * A provider's page sends the member back by a full address: the portal's public origin before our
 * return path (the sandbox's pages are the portal's own, where the path alone does).
 */
function returningTo(origin: string, provider: PaymentProvider): PaymentProvider {
  return { ...provider, createCheckout: (request) => provider.createCheckout({ ...request, returnUrl: new URL(request.returnUrl, origin).href }) };
}

const SANDBOX_METHODS: readonly PaymentMethod[] = ["bank_card", "wechat", "alipay"];

/**
 * The providers chosen by configuration (`PAYMENT_PROVIDERS`) and the merchant side on top of them.
 * Each method goes to the first listed provider that takes it: the sandbox takes every method
 * (development only: production refuses it at start), WeChat Pay takes `wechat`, Alipay `alipay`,
 * 对公转账 `bank_transfer` (our own books, confirmed by finance).
 */
export function createPaymentServices(db: Database, serverSecret: Uint8Array, log: Log, options: PaymentServiceOptions = {}): PaymentServices {
  const settings = options.settings ?? {
    providers: ["sandbox", "bank_transfer"],
    notifyOrigin: "http://127.0.0.1:3001",
    returnOrigin: "http://localhost:3000",
    bankTransfer: DEMO_BANK_TRANSFER_SETTINGS,
  };
  const byMethod: [PaymentMethod, PaymentProvider][] = [];
  let sandboxSecret: Uint8Array | null = null;
  for (const name of settings.providers) {
    if (name === "sandbox") {
      sandboxSecret = createHmac("sha256", serverSecret).update("sandbox-payment-notifications").digest();
      const notifyUrl = options.sandboxNotifyUrl ?? `${settings.notifyOrigin}${notifyPathOf("sandbox")}`;
      const sandbox = createSandboxProvider({ db, secret: sandboxSecret, notifyUrl });
      for (const method of SANDBOX_METHODS) byMethod.push([method, sandbox]);
    }
    const notifyUrl = `${settings.notifyOrigin}${notifyPathOf(name)}`;
    if (name === "wechat" && settings.wechat)
      byMethod.push(["wechat", returningTo(settings.returnOrigin, createWeChatPayProvider(settings.wechat, { notifyUrl }))]);
    if (name === "alipay" && settings.alipay)
      byMethod.push(["alipay", returningTo(settings.returnOrigin, createAlipayProvider(settings.alipay, { notifyUrl }))]);
    // Its account page is the portal's own: the path alone takes the member there, as the sandbox's does.
    if (name === "bank_transfer" && settings.bankTransfer) byMethod.push(["bank_transfer", createBankTransferProvider(db)]);
  }
  const providers = paymentProvidersOf(byMethod);
  const bankTransfer = providers.forMethod("bank_transfer") ? (settings.bankTransfer ?? null) : null;
  // JSAPI only where WeChat Pay itself takes the method (not the sandbox listed before it).
  const wechat = settings.wechat;
  const wechatJsapi =
    wechat?.jsapi && providers.forMethod("wechat")?.name === WECHAT_PAY_PROVIDER_NAME
      ? createWeChatJsapiCheckout({
          appid: wechat.appid,
          merchantPrivateKey: wechat.merchantPrivateKey,
          jsapi: wechat.jsapi,
          stateKey: createHmac("sha256", serverSecret).update("wechat-oauth-state").digest(),
          returnOrigin: settings.returnOrigin,
        })
      : null;
  return { providers, payments: createPayments(db, providers, log), sandboxSecret, bankTransfer, wechatJsapi };
}

/** The sandbox's notification key, for its tests and development tools; throws where the sandbox is not configured. */
export function sandboxSecretOf(services: PaymentServices): Uint8Array {
  if (!services.sandboxSecret) throw new Error("the sandbox is not among PAYMENT_PROVIDERS");
  return services.sandboxSecret;
}
