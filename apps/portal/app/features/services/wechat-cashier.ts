import { useCallback, useEffect, useState } from "react";

/** getBrandWCPayRequest's parameters, as the services signed them. */
export interface WeChatPayRequest {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
}

/** Where WeChat's cashier stands: opening, paid (the notification is awaited), cancelled, failed, or no WeChat browser at all. */
export type WeChatCashierState = "opening" | "paid" | "cancelled" | "failed" | "outside";

/** What WeChat's browser puts on the page: the bridge to its own functions, the cashier among them. */
interface WeixinJSBridge {
  invoke(name: "getBrandWCPayRequest", params: WeChatPayRequest, done: (answer: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinJSBridge;
  }
}

/** How long the page waits for WeChat's bridge before telling the member to open it in WeChat. */
const BRIDGE_WAIT_MS = 5_000;

/**
 * Opens WeChat's cashier (`getBrandWCPayRequest`) with the signed parameters once the page is shown,
 * and again by `open` (重新支付). WeChat's answer is only the payer's word: the order is paid by the
 * notification, which the page then waits for.
 */
export function useWeChatCashier(params: WeChatPayRequest | null) {
  const [state, setState] = useState<WeChatCashierState>("opening");

  const open = useCallback(() => {
    if (!params) return;
    setState("opening");
    const invoke = (bridge: WeixinJSBridge) =>
      bridge.invoke("getBrandWCPayRequest", params, (answer) => {
        const outcome = answer.err_msg ?? "";
        setState(outcome === "get_brand_wcpay_request:ok" ? "paid" : outcome === "get_brand_wcpay_request:cancel" ? "cancelled" : "failed");
      });
    if (window.WeixinJSBridge) return invoke(window.WeixinJSBridge);
    // WeChat may add the bridge after the page's script ran: it says so with WeixinJSBridgeReady.
    const ready = () => {
      clearTimeout(timer);
      if (window.WeixinJSBridge) invoke(window.WeixinJSBridge);
    };
    const timer = setTimeout(() => {
      document.removeEventListener("WeixinJSBridgeReady", ready);
      setState("outside");
    }, BRIDGE_WAIT_MS);
    document.addEventListener("WeixinJSBridgeReady", ready, { once: true });
  }, [params]);

  // Once, when the page is shown: the member chose 去支付 already. Fresh parameters after a poll do not reopen it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: opened once per page, not per signed parameters.
  useEffect(() => open(), []);

  return { state, open };
}
