import { createMemoryObjectBytes } from "../object-store/memory-object-bytes.ts";
import type { InvoiceStore } from "./invoice-store.ts";

/** Invoices kept in memory: for test apps that run without an object store listening. */
export function createMemoryInvoiceStore(): InvoiceStore {
  const objects = createMemoryObjectBytes();
  return { put: (key, pdf) => objects.put(key, pdf, "application/pdf"), get: (key) => objects.get(key) };
}
