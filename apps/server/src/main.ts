import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { demoAccountsBanner } from "./db/demo-accounts.ts";
import { seed } from "./db/seed.ts";
import { loggerOptions } from "./http/logger.ts";
import { startEmbeddedObjectStore } from "./modules/object-store/embedded-object-store.ts";
import { readObjectStoreConfig } from "./modules/object-store/object-store.config.ts";
import { loadTokenSecret } from "./token-secret.ts";

if (process.argv.includes("--print-demo-accounts")) {
  console.log(demoAccountsBanner());
  process.exit(0);
}

const config = readConfig();
const tokenSecret = await loadTokenSecret(process.env, config.dataDir);
const database = await openDatabase(config.database);
await seed(database.db);
const app = await buildApp({ db: database.db, tokenSecret, trustProxy: config.trustProxy, logger: loggerOptions(process.env.LOG_LEVEL ?? "info") });
await app.listen({ host: config.host, port: config.port });
app.log.info(`platform services on http://${config.host}:${config.port} (${database.driver})`);
const objectStore = await startEmbeddedObjectStore(readObjectStoreConfig(process.env, config.dataDir));
if (objectStore) app.log.info(`embedded object store on ${objectStore.url}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  // A stuck connection must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  try {
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
