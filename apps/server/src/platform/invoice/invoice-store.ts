import { createObjectBytes } from "../object-store/object-bytes.ts";
import type { ObjectStoreConfig } from "../object-store/object-store.config.ts";

/** Where issued invoices are kept: the platform's object store, under `invoices/`. */
export interface InvoiceStore {
  put(key: string, pdf: Uint8Array): Promise<void>;
  /** The PDF's bytes, or null when the object is not there. */
  get(key: string): Promise<Uint8Array | null>;
}

/** The object store (embedded or any S3-compatible service) with the server's own credentials. */
export function createObjectInvoiceStore(
  config: Pick<ObjectStoreConfig, "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey"> & { pathStyle?: boolean },
): InvoiceStore {
  const objects = createObjectBytes(config);
  return { put: (key, pdf) => objects.put(key, pdf, "application/pdf"), get: (key) => objects.get(key) };
}
