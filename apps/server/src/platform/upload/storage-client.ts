import { foundOrNull, type RootStoreAccess, rootObjectFetch } from "../object-store/root-object-fetch.ts";

/** What the service itself asks of storage, with the root credentials. */
export interface StorageClient {
  /** The object's size and ETag, or null when it is not there. */
  head(key: string): Promise<{ size: number; etag: string } | null>;
  /** The object's bytes as a fetch Response (2xx), or null when it is not there. */
  get(key: string): Promise<Response | null>;
  /** Removes the object (done when it is already gone). */
  delete(key: string): Promise<void>;
}

/** A root-signed S3 client over the configured endpoint (embedded store or any S3-compatible service). */
export function createStorageClient(config: RootStoreAccess): StorageClient {
  const fetchObject = rootObjectFetch(config);
  return {
    async head(key) {
      const response = await fetchObject(key, { method: "HEAD" });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`storage HEAD answered ${response.status}`);
      return { size: Number(response.headers.get("content-length") ?? -1), etag: (response.headers.get("etag") ?? "").replace(/"/g, "") };
    },
    async get(key) {
      return foundOrNull(await fetchObject(key));
    },
    async delete(key) {
      const response = await fetchObject(key, { method: "DELETE" });
      await response.body?.cancel();
      if (!response.ok && response.status !== 404) throw new Error(`storage DELETE answered ${response.status}`);
    },
  };
}
