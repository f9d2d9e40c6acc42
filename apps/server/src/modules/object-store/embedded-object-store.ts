import type { ObjectStoreConfig } from "./object-store.config.ts";
import { createObjectStore, type ObjectStore } from "./object-store.server.ts";

/** Starts the embedded store on its own port when no external S3 endpoint is configured; null otherwise. */
export async function startEmbeddedObjectStore(config: ObjectStoreConfig): Promise<{ store: ObjectStore; url: string } | null> {
  if (!config.embedded) return null;
  const store = await createObjectStore({
    dataDir: config.dataDir,
    buckets: [config.bucket],
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    minPartSize: config.minPartSize,
    corsOrigins: config.corsOrigins,
  });
  return { store, url: await store.listen(config.port, config.host) };
}
