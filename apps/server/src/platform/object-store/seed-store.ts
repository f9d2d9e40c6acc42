import { AwsClient } from "aws4fetch";
import { DiskStorage } from "./disk-storage.ts";
import { type ObjectStoreConfig, objectUrl } from "./object-store.config.ts";
import { createObjectStore, type ObjectStore } from "./object-store.server.ts";

/** What a seed needs to know of the object store it fills. */
export type SeedStoreConfig = Pick<
  ObjectStoreConfig,
  "embedded" | "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey" | "dataDir" | "minPartSize"
> & {
  pathStyle?: boolean;
};

/** What a seed does with the store: ask which keys are not there yet, and store one. */
export interface SeedStore {
  /** The keys the store does not hold, in the order given. */
  missing(keys: readonly string[]): Promise<string[]>;
  /** Stores the bytes under the key; throws when the store refuses. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
}

/** The signed S3 requests a seed sends: to an external store's endpoint, or to a short-lived embedded one. */
async function s3Access(config: SeedStoreConfig, temporary: ObjectStore | null) {
  const endpoint = temporary ? await temporary.listen(0, "127.0.0.1") : config.endpoint;
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region, retries: 2 });
  const url = (key: string) => objectUrl({ endpoint, bucket: config.bucket, pathStyle: temporary ? true : config.pathStyle }, key);
  return {
    async has(key: string) {
      const head = await client.fetch(url(key), { method: "HEAD" });
      await head.body?.cancel();
      return head.ok;
    },
    async put(key: string, body: Uint8Array, contentType: string) {
      const response = await client.fetch(url(key), { method: "PUT", body, headers: { "content-type": contentType } });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`storing ${key} answered ${response.status}`);
    },
  };
}

/**
 * Runs a seed's writes against the object store (the pictures, the lessons' sample videos). An
 * external store is asked and written at its endpoint. The embedded store is asked on its disk
 * and written through a short-lived instance on a free local port, started only when something is
 * missing, before the real one listens: a restart, which finds every picture and video stored,
 * spent 1.3 s on signed HEADs to that instance (some 240 of them).
 */
export async function writeToSeedStore<T>(config: SeedStoreConfig, write: (store: SeedStore) => Promise<T>): Promise<T> {
  const disk = config.embedded ? new DiskStorage(config.dataDir) : null;
  let temporary: ObjectStore | null = null;
  const open = async () => {
    if (disk) {
      const { dataDir, bucket, accessKeyId, secretAccessKey, minPartSize } = config;
      temporary = await createObjectStore({ dataDir, buckets: [bucket], accessKeyId, secretAccessKey, minPartSize });
    }
    return s3Access(config, temporary);
  };
  let access: ReturnType<typeof s3Access> | undefined;
  const s3 = () => (access ??= open());
  try {
    return await write({
      async missing(keys) {
        if (disk) {
          const found = await Promise.all(
            keys.map((key) =>
              disk.head(config.bucket, key).then(
                () => true,
                () => false,
              ),
            ),
          );
          return keys.filter((_, index) => !found[index]);
        }
        const absent: string[] = [];
        for (const key of keys) if (!(await (await s3()).has(key))) absent.push(key);
        return absent;
      },
      async put(key, body, contentType) {
        await (await s3()).put(key, body, contentType);
      },
    });
  } finally {
    // `open` may have set it: TypeScript does not see assignments made inside a closure.
    await (temporary as ObjectStore | null)?.close();
  }
}
