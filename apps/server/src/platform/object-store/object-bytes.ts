import { foundOrNull, type RootStoreAccess, rootObjectFetch } from "./root-object-fetch.ts";

/** Whole objects the services write and read themselves (issued invoices, pictures put into articles). */
export interface ObjectBytes {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when it is not there. */
  get(key: string): Promise<Uint8Array | null>;
}

/** The object store (embedded or any S3-compatible service) with the server's own credentials. */
export function createObjectBytes(config: RootStoreAccess): ObjectBytes {
  const fetchObject = rootObjectFetch(config);
  return {
    async put(key, bytes, contentType) {
      const response = await fetchObject(key, { method: "PUT", body: bytes, headers: { "content-type": contentType } });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`storage PUT answered ${response.status}`);
    },
    async get(key) {
      const response = await foundOrNull(await fetchObject(key));
      return response ? new Uint8Array(await response.arrayBuffer()) : null;
    },
  };
}
