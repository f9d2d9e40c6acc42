import path from "node:path";
import type { DatabaseLocation } from "./db/database.ts";

/** The server's settings, from the environment with embedded defaults. */
export interface ServerConfig {
  host: string;
  port: number;
  /** Where local state lives (PGlite data, the generated token secret). */
  dataDir: string;
  database: DatabaseLocation;
  /** Connections of the Postgres pool (DATABASE_POOL_SIZE, default 10); each instance opens its own. */
  databasePoolSize: number;
  /** Requests worked on at once before more are shed with 503 (MAX_IN_FLIGHT, default 256; plugins/load-shedding.ts). */
  maxInFlight: number;
  /** Proxies whose X-Forwarded-For is believed: `loopback` by default, or a comma list of addresses/CIDRs. */
  trustProxy: string | string[];
}

/** Reads settings; with nothing set it runs on PGlite in `.data/pglite` of the workspace. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.SERVER_PORT ?? 3001);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`SERVER_PORT is not a port: ${env.SERVER_PORT}`);
  const dataDir = env.DATA_DIR ?? path.resolve(process.cwd(), ".data");
  return {
    host: env.SERVER_HOST ?? "127.0.0.1",
    port,
    dataDir,
    trustProxy: env.TRUST_PROXY
      ? env.TRUST_PROXY.split(",")
          .map((entry) => entry.trim())
          .filter(Boolean)
      : "loopback",
    database: env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: path.join(dataDir, "pglite") },
    databasePoolSize: Number(env.DATABASE_POOL_SIZE ?? 10),
    maxInFlight: Number(env.MAX_IN_FLIGHT ?? 256),
  };
}
