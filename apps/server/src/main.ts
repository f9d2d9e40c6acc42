import { buildApp } from "./app.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { demoAccountsBanner } from "./db/demo-accounts.ts";
import { seed } from "./db/seed.ts";

if (process.argv.includes("--print-demo-accounts")) {
  console.log(demoAccountsBanner());
  process.exit(0);
}

const config = readConfig();
const database = await openDatabase(config.database);
await seed(database.db);
const app = await buildApp({ db: database.db, logger: { level: process.env.LOG_LEVEL ?? "info" } });
await app.listen({ host: config.host, port: config.port });
app.log.info(`platform services on http://${config.host}:${config.port} (${database.driver})`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: closing`);
  await app.close();
  await database.close();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
