import { AwsClient } from "aws4fetch";
import { type ObjectStoreConfig, objectUrl } from "./object-store.config.ts";

/** Whole objects the services write and read themselves (issued invoices, pictures put into articles). */
export interface ObjectBytes {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when it is not there. */
  get(key: string): Promise<Uint8Array | null>;
}

/** The object store (embedded or any S3-compatible service) with the server's own credentials. */
export function createObjectBytes(
  config: Pick<ObjectStoreConfig, "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey"> & { pathStyle?: boolean },
): ObjectBytes {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region, retries: 2 });
  const url = (key: string) => objectUrl(config, key);
  return {
    async put(key, bytes, contentType) {
      const response = await client.fetch(url(key), { method: "PUT", body: bytes, headers: { "content-type": contentType } });
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
