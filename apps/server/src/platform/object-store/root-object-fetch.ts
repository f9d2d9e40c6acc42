import { AwsClient } from "aws4fetch";
import { type ObjectStoreConfig, objectUrl } from "./object-store.config.ts";

/** What the server's own clients of the object store need: where it is, and its root key pair. */
export type RootStoreAccess = Pick<ObjectStoreConfig, "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey"> & { pathStyle?: boolean };

/** Fetches an object's address signed with the store's root key pair (never handed to browsers), retrying twice. */
export function rootObjectFetch(store: RootStoreAccess): (key: string, init?: RequestInit) => Promise<Response> {
  const client = new AwsClient({ accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey, service: "s3", region: store.region, retries: 2 });
  return (key, init) => client.fetch(objectUrl(store, key), init);
}

/** A GET's response, or null when the store holds no such object (its body let go); any other failure throws. */
export async function foundOrNull(response: Response): Promise<Response | null> {
  if (response.status === 404) {
    await response.body?.cancel();
    return null;
  }
  if (!response.ok) throw new Error(`storage GET answered ${response.status}`);
  return response;
}
