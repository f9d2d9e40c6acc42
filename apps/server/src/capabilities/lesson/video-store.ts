import { AwsClient } from "aws4fetch";
import { type ObjectStoreConfig, objectUrl } from "../../platform/object-store/object-store.config.ts";
import type { ByteRange } from "./byte-range.ts";

/** The lesson videos as the routes read them: an object's size, and its bytes (or a range of them). */
export interface VideoStore {
  size(key: string): Promise<number | null>;
  read(key: string, range: ByteRange | null): Promise<ReadableStream<Uint8Array> | null>;
}

/**
 * Reads the videos from the object store with the root key. The upload module's storage client
 * reads whole objects only; a video is read a range at a time, as the browser seeks.
 */
export function createVideoStore(
  config: Pick<ObjectStoreConfig, "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey"> & { pathStyle?: boolean },
): VideoStore {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region, retries: 2 });
  const url = (key: string) => objectUrl(config, key);
  return {
    async size(key) {
      const response = await client.fetch(url(key), { method: "HEAD" });
      await response.body?.cancel();
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`storage HEAD answered ${response.status}`);
      return Number(response.headers.get("content-length") ?? 0);
    },
    async read(key, range) {
      const response = await client.fetch(url(key), range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {});
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok) throw new Error(`storage GET answered ${response.status}`);
      return response.body;
    },
  };
}
