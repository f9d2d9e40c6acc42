import { requestHeaders } from "@cidp/api-client/contract";
import { CHECKOUT_CSRF_FIELD } from "../platform/payment/sandbox/sandbox-checkout.ts";
import type { TestApp } from "./test-app.ts";

/** The CSRF token the sandbox's checkout page gives its form ("" when the page has no form). */
export function checkoutCsrfToken(page: string): string {
  return new RegExp(`name="${CHECKOUT_CSRF_FIELD}" value="([^"]+)"`).exec(page)?.[1] ?? "";
}

/** The form the checkout page posts: the buyer's choice and the page's token. */
export function checkoutForm(choice: string, token: string): string {
  return new URLSearchParams({ choice, [CHECKOUT_CSRF_FIELD]: token }).toString();
}

/**
 * The buyer's choice on the sandbox's checkout page, made as a browser makes it through the portal:
 * the page opened in the buyer's session, then its form posted with the page's CSRF token.
 */
export async function chooseAtCheckout(t: TestApp, who: { headers: Record<string, string> }, checkoutUrl: string, choice: "pay" | "fail" | "cancel") {
  const page = await t.app.inject({ method: "GET", url: checkoutUrl, headers: who.headers });
  return t.app.inject({
    method: "POST",
    url: checkoutUrl,
    headers: { ...who.headers, "content-type": "application/x-www-form-urlencoded" },
    payload: checkoutForm(choice, checkoutCsrfToken(page.body)),
  });
}

/** The same over HTTP, for a served app and a member's token. */
export async function chooseAtServedCheckout(baseURL: string, token: string, checkoutUrl: string, choice: "pay" | "fail" | "cancel"): Promise<Response> {
  const url = new URL(checkoutUrl, baseURL);
  const session = { [requestHeaders.platformToken]: `Bearer ${token}` };
  const page = await (await fetch(url, { headers: session })).text();
  return fetch(url, {
    method: "POST",
    headers: { ...session, "content-type": "application/x-www-form-urlencoded" },
    body: checkoutForm(choice, checkoutCsrfToken(page)),
    redirect: "manual",
  });
}
