import { foundOrNull, type RootStoreAccess, rootObjectFetch } from "../../platform/object-store/root-object-fetch.ts";
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
export function createVideoStore(config: RootStoreAccess): VideoStore {
  const fetchObject = rootObjectFetch(config);
  return {
    async size(key) {
      const response = await fetchObject(key, { method: "HEAD" });
      await response.body?.cancel();
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`storage HEAD answered ${response.status}`);
      return Number(response.headers.get("content-length") ?? 0);
    },
    async read(key, range) {
      const response = await foundOrNull(await fetchObject(key, range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {}));
      return response ? response.body : null;
    },
  };
}
