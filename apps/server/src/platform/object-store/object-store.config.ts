import path from "node:path";
import { uploadPaths } from "@cidp/api-client/contract";
import { metricsTokenOf } from "@cidp/web-operations";
import { dataDirSecret } from "../../runtime/data-dir-secret.ts";

/** An external service's STS, where the server assumes a role for each upload's credentials. */
export interface StsConfig {
  /** AWS: `https://sts.<region>.amazonaws.com`; MinIO: the MinIO server's own URL. */
  endpoint: string;
  region: string;
  /** The role to assume (AWS requires it; MinIO ignores it). */
  roleArn: string;
  /** The server's own key pair, allowed to call AssumeRole; never handed to browsers. */
  accessKeyId: string;
  secretAccessKey: string;
}

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
   * What browsers use: for the embedded store a path on the API's own origin (`${uploadPaths.objectStore}`),
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
  /** The bearer token `/_store/metrics` asks for (METRICS_TOKEN); without one, only a scraper on the machine reads them. */
  metricsToken?: string | null;
  /**
   * Path-style addresses (`endpoint/bucket/key`: the embedded store, MinIO) or virtual-hosted ones
   * (`bucket.host/key`: Alibaba OSS, and S3 or COS when so configured); OBJECT_STORE_PATH_STYLE=0.
   */
  pathStyle?: boolean;
  /** Lifetime of the temporary upload credentials. */
  credentialTtlSeconds: number;
  /**
   * Where the temporary credentials come from: an external service's STS (AssumeRole with a
   * session policy for the one key) when configured, else the embedded store's own tokens.
   */
  sts?: StsConfig | null;
}

/** The AWS STS endpoint of a region (China regions live under amazonaws.com.cn). */
function awsStsEndpoint(region: string): string {
  return `https://sts.${region}.amazonaws.com${region.startsWith("cn-") ? ".cn" : ""}`;
}

/** STS settings from the environment, or null when neither an STS endpoint nor a role is given. */
export function readStsConfig(env: NodeJS.ProcessEnv, region: string): StsConfig | null {
  if (!env.OBJECT_STORE_STS_ENDPOINT && !env.OBJECT_STORE_STS_ROLE_ARN) return null;
  const accessKeyId = env.OBJECT_STORE_STS_ACCESS_KEY ?? env.OBJECT_STORE_ACCESS_KEY;
  const secretAccessKey = env.OBJECT_STORE_STS_SECRET_KEY ?? env.OBJECT_STORE_SECRET_KEY;
  if (!accessKeyId || !secretAccessKey) throw new Error("OBJECT_STORE_STS_* needs a key pair: OBJECT_STORE_ACCESS_KEY and OBJECT_STORE_SECRET_KEY");
  const stsRegion = env.OBJECT_STORE_STS_REGION ?? region;
  return {
    endpoint: env.OBJECT_STORE_STS_ENDPOINT ?? awsStsEndpoint(stsRegion),
    region: stsRegion,
    roleArn: env.OBJECT_STORE_STS_ROLE_ARN ?? "",
    accessKeyId,
    secretAccessKey,
  };
}

/** Where the API server also serves the embedded store, on its own origin. */
export const EMBEDDED_MOUNT_PATH = uploadPaths.objectStore;

/**
 * Reads the object-store settings from the environment, with embedded defaults for development:
 * the root secret is generated into the data folder on first start (production must set it).
 */
export function readObjectStoreConfig(env: NodeJS.ProcessEnv = process.env, dataDir = env.DATA_DIR ?? path.resolve(process.cwd(), ".data")): ObjectStoreConfig {
  const port = Number(env.OBJECT_STORE_PORT ?? 3002);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`OBJECT_STORE_PORT is not a port: ${env.OBJECT_STORE_PORT}`);
  const host = env.OBJECT_STORE_HOST ?? env.SERVER_HOST ?? "127.0.0.1";
  if (env.OBJECT_STORE_ENDPOINT && !env.OBJECT_STORE_SECRET_KEY)
    throw new Error("OBJECT_STORE_ENDPOINT needs its key pair: OBJECT_STORE_ACCESS_KEY and OBJECT_STORE_SECRET_KEY");
  // The embedded store's root secret also signs the download links: never a constant anyone can read.
  const secretAccessKey = dataDirSecret(env, dataDir, {
    variable: "OBJECT_STORE_SECRET_KEY",
    file: "object-store-secret",
    minLength: env.NODE_ENV === "production" && !env.OBJECT_STORE_ENDPOINT ? 32 : 1,
  });
  return {
    embedded: !env.OBJECT_STORE_ENDPOINT,
    port,
    host,
    endpoint: env.OBJECT_STORE_ENDPOINT ?? `http://${host === "0.0.0.0" ? "127.0.0.1" : host}:${port}`,
    publicEndpoint: env.OBJECT_STORE_PUBLIC_URL ?? (env.OBJECT_STORE_ENDPOINT ? env.OBJECT_STORE_ENDPOINT : EMBEDDED_MOUNT_PATH),
    region: env.OBJECT_STORE_REGION ?? "cn-north-1",
    bucket: env.OBJECT_STORE_BUCKET ?? "cidp",
    accessKeyId: env.OBJECT_STORE_ACCESS_KEY ?? "cidp-local",
    secretAccessKey,
    dataDir: env.OBJECT_STORE_DIR ?? path.join(dataDir, "object-store"),
    minPartSize: Number(env.OBJECT_STORE_MIN_PART_SIZE ?? 5 * 1024 * 1024),
    metricsToken: metricsTokenOf(env) ?? null,
    corsOrigins: (env.OBJECT_STORE_CORS_ORIGINS ?? "*")
      .split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    credentialTtlSeconds: Number(env.OBJECT_STORE_CREDENTIAL_TTL ?? 900),
    // The embedded store answers path-style addresses only.
    pathStyle: !env.OBJECT_STORE_ENDPOINT || !["0", "false"].includes(env.OBJECT_STORE_PATH_STYLE ?? ""),
    sts: readStsConfig(env, env.OBJECT_STORE_REGION ?? "cn-north-1"),
  };
}

/** An object key as it goes into an address: each segment encoded, the slashes kept. */
function encodeKey(key: string): string {
  return key.split("/").map(encodeURIComponent).join("/");
}

/**
 * An object's address at a store: path style `endpoint/bucket/key`, or virtual-hosted
 * `scheme://bucket.host/key` when the store is configured so (`pathStyle: false`). The one place the
 * services (uploads, invoices, pictures, videos) build an object's URL.
 */
export function objectUrl(store: { endpoint: string; bucket: string; pathStyle?: boolean }, key: string): string {
  if (store.pathStyle === false) {
    const base = new URL(store.endpoint);
    return `${base.protocol}//${store.bucket}.${base.host}${base.pathname.replace(/\/$/, "")}/${encodeKey(key)}`;
  }
  return `${store.endpoint.replace(/\/$/, "")}/${encodeURIComponent(store.bucket)}/${encodeKey(key)}`;
}
