import type { InvoiceStore } from "./invoice-store.ts";

/** Invoices kept in memory: for test apps that run without an object store listening. */
export function createMemoryInvoiceStore(): InvoiceStore {
  const objects = new Map<string, Uint8Array>();
  return {
    async put(key, pdf) {
      objects.set(key, pdf);
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
  };
}
