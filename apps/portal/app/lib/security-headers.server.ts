/**
 * Where browsers send uploads besides this origin: an external object store's public address
 * (OBJECT_STORE_PUBLIC_URL, the services' setting of the same name), and its buckets' own hosts
 * when the store is addressed virtual-hosted (OBJECT_STORE_PATH_STYLE=0: bucket.host). None for the
 * embedded store, which browsers reach under this origin's /api.
 */
export function uploadConnectSources(env: NodeJS.ProcessEnv): string[] {
  const address = publicStoreAddress(env);
  if (!address) return [];
  const virtualHosted = ["0", "false"].includes(env.OBJECT_STORE_PATH_STYLE ?? "");
  return virtualHosted ? [address.origin, `${address.protocol}//*.${address.host}`] : [address.origin];
}

/** OBJECT_STORE_PUBLIC_URL as a URL; null when unset or not an http(s) URL (portal-settings.server.ts refuses that at start). */
export function publicStoreAddress(env: NodeJS.ProcessEnv): URL | null {
  const value = env.OBJECT_STORE_PUBLIC_URL;
  if (!value || value.startsWith("/")) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

/**
 * The payment providers' pages a 去支付 form is sent on to (a redirect after a form submission is
 * still the form's, so CSP form-action must allow it, every hop of it): Alipay's gateway and
 * cashier, WeChat Pay's H5 cashier. PAYMENT_PAGE_ORIGINS (space separated) replaces them, e.g. with
 * a test's fake gateways.
 */
export function paymentPageSources(env: NodeJS.ProcessEnv): string[] {
  const configured = env.PAYMENT_PAGE_ORIGINS?.split(/\s+/).filter(Boolean);
  return configured?.length ? configured : ["https://*.alipay.com", "https://*.tenpay.com", "https://*.weixin.qq.com"];
}

/**
 * The document CSP: scripts only from this origin or with this response's nonce. Vite's dev
 * server injects inline modules and eval, so development relaxes script-src. `connectSources`: the
 * object store's addresses browsers upload to (uploadConnectSources); `formTargets`: the payment
 * providers' pages (paymentPageSources).
 */
export function contentSecurityPolicy(nonce: string, development = false, connectSources: readonly string[] = [], formTargets: readonly string[] = []): string {
  const script = development ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}' 'strict-dynamic'`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    // React renders style attributes on the server; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    ["connect-src 'self'", ...connectSources, ...(development ? ["ws:", "wss:"] : [])].join(" "),
    "media-src 'self' blob: https:",
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'self'",
  ].join("; ");
}
