import { createMetricsGate } from "@cidp/web-operations";
import type { ObjectStoreConfig } from "./object-store.config.ts";
import { createObjectStore, type ObjectStore } from "./object-store.server.ts";

/**
 * The embedded store as the configuration describes it (folder, bucket, root key, part size, CORS),
 * not yet listening; `basePath` when the API serves it under a path of its own. Both ways of
 * serving it, on its own port and under the API, open the same store.
 */
export function createConfiguredObjectStore(config: ObjectStoreConfig, basePath?: string): Promise<ObjectStore> {
  return createObjectStore({
    dataDir: config.dataDir,
    buckets: [config.bucket],
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    minPartSize: config.minPartSize,
    corsOrigins: config.corsOrigins,
    metricsGate: createMetricsGate(config.metricsToken ?? null),
    ...(basePath === undefined ? {} : { basePath }),
  });
}

/**
 * Starts the embedded store on its own port when no external S3 endpoint is configured; null
 * otherwise. A taken port is a warning, not a failure: the API also serves the store under
 * /api/cidp-oss, which is what browsers use by default.
 */
export async function startEmbeddedObjectStore(config: ObjectStoreConfig): Promise<{ store: ObjectStore; url: string } | null> {
  if (!config.embedded) return null;
  const store = await createConfiguredObjectStore(config);
  try {
    return { store, url: await store.listen(config.port, config.host) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    process.emitWarning(`object store port ${config.port} is taken; the store is served under /api/cidp-oss only`);
    return null;
  }
}
