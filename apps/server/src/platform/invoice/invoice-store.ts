import { AwsClient } from "aws4fetch";
import { type ObjectStoreConfig, objectUrl } from "../object-store/object-store.config.ts";

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
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region, retries: 2 });
  const url = (key: string) => objectUrl(config, key);
  return {
    async put(key, pdf) {
      const response = await client.fetch(url(key), { method: "PUT", body: pdf, headers: { "content-type": "application/pdf" } });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`storage PUT answered ${response.status}`);
    },
    async get(key) {
      const response = await client.fetch(url(key));
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new Error(`storage GET answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    },
  };
}
