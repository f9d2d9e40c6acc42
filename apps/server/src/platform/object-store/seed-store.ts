import { AwsClient } from "aws4fetch";
import { type ObjectStoreConfig, objectUrl } from "./object-store.config.ts";
import { createObjectStore } from "./object-store.server.ts";

/** What a seed needs to know of the object store it fills. */
export type SeedStoreConfig = Pick<
  ObjectStoreConfig,
  "embedded" | "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey" | "dataDir" | "minPartSize"
> & {
  pathStyle?: boolean;
};

/** The two things a seed does with the store: ask whether a key is there, and store one. */
export interface SeedStore {
  has(key: string): Promise<boolean>;
  /** Stores the bytes under the key; throws when the store refuses. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
}

/**
 * Runs a seed's writes against the object store (the pictures, the lessons' sample videos). The
 * embedded store is written through a short-lived instance on a free local port, before the real
 * one listens, and closed afterwards; an external store is written at its endpoint.
 */
export async function writeToSeedStore<T>(config: SeedStoreConfig, write: (store: SeedStore) => Promise<T>): Promise<T> {
  const temporary = config.embedded
    ? await createObjectStore({
        dataDir: config.dataDir,
        buckets: [config.bucket],
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
        minPartSize: config.minPartSize,
      })
    : null;
  try {
    const endpoint = temporary ? await temporary.listen(0, "127.0.0.1") : config.endpoint;
    const client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      service: "s3",
      region: config.region,
      retries: 2,
    });
    const url = (key: string) => objectUrl({ endpoint, bucket: config.bucket, pathStyle: temporary ? true : config.pathStyle }, key);
    return await write({
      async has(key) {
        const head = await client.fetch(url(key), { method: "HEAD" });
        await head.body?.cancel();
        return head.ok;
      },
      async put(key, body, contentType) {
        const response = await client.fetch(url(key), { method: "PUT", body, headers: { "content-type": contentType } });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`storing ${key} answered ${response.status}`);
      },
    });
  } finally {
    await temporary?.close();
  }
}
