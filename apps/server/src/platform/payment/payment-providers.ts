import type { PaymentMethod, PaymentProvider } from "./payment-provider.ts";

/**
 * The providers a deployment offers (`PAYMENT_PROVIDERS`), by method and by name: a new payment
 * goes to the provider of its method; everything after (query, close, refund, notifications) goes
 * to the provider that took it, which its row names — so a payment made before a provider was
 * switched off is still settled and refunded by its own provider as long as it stays configured.
 */
export interface PaymentProviders {
  /** The provider that takes this method's payments; undefined when the deployment does not offer it. */
  forMethod(method: PaymentMethod): PaymentProvider | undefined;
  /** A configured provider by its name. */
  byName(name: string): PaymentProvider | undefined;
  /** Every configured provider, once each (reconciliation asks each for its statement). */
  readonly all: readonly PaymentProvider[];
  /** The methods offered, in the checkout page's order. */
  readonly methods: readonly PaymentMethod[];
}

/** The registry of `[method, provider]` pairs in the order configured: a method's first provider takes it. */
export function paymentProvidersOf(byMethod: ReadonlyArray<readonly [PaymentMethod, PaymentProvider]>): PaymentProviders {
  const methods = new Map<PaymentMethod, PaymentProvider>();
  for (const [method, provider] of byMethod) if (!methods.has(method)) methods.set(method, provider);
  const all = [...new Set(methods.values())];
  const names = new Map(all.map((provider) => [provider.name, provider]));
  return {
    forMethod: (method) => methods.get(method),
    byName: (name) => names.get(name),
    all,
    methods: [...methods.keys()],
  };
}
