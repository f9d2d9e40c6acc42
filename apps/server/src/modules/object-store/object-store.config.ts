import path from "node:path";

/** Where uploads go: the embedded store by default, any S3-compatible service by configuration. */
export interface ObjectStoreConfig {
  /** True when apps/server runs the store itself (no OBJECT_STORE_ENDPOINT given). */
  embedded: boolean;
  /** Port of the embedded store. */
  port: number;
  host: string;
  /** Base URL the server uses to reach the store. */
  endpoint: string;
  /**
   * What browsers use: for the embedded store a path on the API's own origin (`/api/cidp-oss`),
   * so uploads pass the portal's /api proxy and its CSP; else OBJECT_STORE_PUBLIC_URL or the endpoint.
   */
  publicEndpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Folder of the embedded store. */
  dataDir: string;
  /** Smallest multipart part except the last (S3: 5 MiB). */
  minPartSize: number;
  /** Origins the embedded store's CORS admits. */
  corsOrigins: string[];
  /** Lifetime of the temporary upload credentials. */
  credentialTtlSeconds: number;
}

/** Where the API server also serves the embedded store, on its own origin. */
export const EMBEDDED_MOUNT_PATH = "/api/cidp-oss";

const DEV_SECRET = "cidp-local-object-store-secret-not-for-production";

/** Reads the object-store settings from the environment, with embedded defaults for development. */
export function readObjectStoreConfig(env: NodeJS.ProcessEnv = process.env, dataDir = env.DATA_DIR ?? path.resolve(process.cwd(), ".data")): ObjectStoreConfig {
  const port = Number(env.OBJECT_STORE_PORT ?? 3002);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`OBJECT_STORE_PORT is not a port: ${env.OBJECT_STORE_PORT}`);
  const host = env.OBJECT_STORE_HOST ?? env.SERVER_HOST ?? "127.0.0.1";
  if (env.NODE_ENV === "production" && !env.OBJECT_STORE_SECRET_KEY) throw new Error("OBJECT_STORE_SECRET_KEY is required when NODE_ENV=production");
  return {
    embedded: !env.OBJECT_STORE_ENDPOINT,
    port,
    host,
    endpoint: env.OBJECT_STORE_ENDPOINT ?? `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`,
    publicEndpoint: env.OBJECT_STORE_PUBLIC_URL ?? (env.OBJECT_STORE_ENDPOINT ? env.OBJECT_STORE_ENDPOINT : EMBEDDED_MOUNT_PATH),
    region: env.OBJECT_STORE_REGION ?? "cn-north-1",
    bucket: env.OBJECT_STORE_BUCKET ?? "cidp",
    accessKeyId: env.OBJECT_STORE_ACCESS_KEY ?? "cidp-local",
    secretAccessKey: env.OBJECT_STORE_SECRET_KEY ?? DEV_SECRET,
    dataDir: env.OBJECT_STORE_DIR ?? path.join(dataDir, "object-store"),
    minPartSize: Number(env.OBJECT_STORE_MIN_PART_SIZE ?? 5 * 1024 * 1024),
    corsOrigins: (env.OBJECT_STORE_CORS_ORIGINS ?? "*")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    credentialTtlSeconds: Number(env.OBJECT_STORE_CREDENTIAL_TTL ?? 900),
  };
}
