import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import v8 from "node:v8";
import vm from "node:vm";
import { buildApp } from "./app.ts";
import { prerenderSampleVideos } from "./capabilities/lesson/lesson-videos.ts";
import { seedLessonVideos } from "./capabilities/lesson/seed-videos.ts";
import { startProcurementJobs } from "./capabilities/procurement/procurement-jobs.ts";
import { createQuotationSeal, TENDER_SEAL_SCOPE } from "./capabilities/procurement/quotation-seal.ts";
import { startTenderJobs } from "./capabilities/tender/tender-opening.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { demoAccountsBanner } from "./db/demo-accounts.ts";
import { prepareDatabase } from "./db/prepare.ts";
import { schemaRefusal, schemaState } from "./db/schema-version.ts";
import { checkEnvironment, EnvironmentError } from "./environment.ts";
import { logDestination } from "./http/log-destination.ts";
import { loggerOptions } from "./http/logger.ts";
import { seedPlatformMedia } from "./platform/media/seed-platform-media.ts";
import { startEmbeddedObjectStore } from "./platform/object-store/embedded-object-store.ts";
import { readObjectStoreConfig } from "./platform/object-store/object-store.config.ts";
import { createOperatorAccounts } from "./platform/operator/operator-accounts.ts";
import { demoOperator } from "./platform/operator/seed.ts";
import { startPaymentJobs } from "./platform/payment/payment-jobs.ts";
import { createPaymentServices } from "./platform/payment/payment-services.ts";
import { deliverOverHttp, startSandboxNotifier } from "./platform/payment/sandbox/sandbox-notifier.ts";
import { startSearchIndexer } from "./platform/search/indexer.ts";
import { loadTokenSecret } from "./token-secret.ts";

if (process.argv.includes("--print-demo-accounts")) {
  console.log(demoAccountsBanner());
  process.exit(0);
}

// Every setting is checked before anything opens: one line per missing or malformed one.
let environment: ReturnType<typeof checkEnvironment>;
try {
  environment = checkEnvironment(process.env);
} catch (error) {
  if (!(error instanceof EnvironmentError)) throw error;
  console.error(error.message);
  process.exit(2);
}
for (const warning of environment.warnings) process.emitWarning(warning);
const config = readConfig();
if (process.argv.includes("--prepare-database")) {
  const prepared = await openDatabase(config.database, { migrate: false });
  await prepareDatabase(prepared, { demo: environment.demo, tokenSecret: await loadTokenSecret(process.env, config.dataDir) });
  await prepared.close();
  process.exit(0);
}
// A fresh PGlite folder (first start) is created, migrated and seeded by a short-lived child
// process: initdb and a whole schema's migrations peak at ~1.3 GB and leave ~100 MB of freed
// memory that the C allocator keeps in the process that ran them (README "Memory").
const firstStart = "dataDir" in config.database && !existsSync(path.join(config.database.dataDir, "PG_VERSION"));
// A new demo data folder needs the lessons' sample videos too: rendered meanwhile (see lesson-videos.ts).
const videosRendered = firstStart && environment.demo ? prerenderSampleVideos() : Promise.resolve();
if (firstStart && "dataDir" in config.database) {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] as string, "--prepare-database"], { stdio: "inherit" });
  const [code] = await once(child, "exit");
  if (code !== 0) throw new Error(`preparing the database in ${config.database.dataDir} failed (exit ${code})`);
}
const tokenSecret = await loadTokenSecret(process.env, config.dataDir);
const database = await openDatabase(config.database, { migrate: false, poolSize: config.databasePoolSize });
if (environment.migrateOnStart) {
  // Under the preparation lock: instances starting together take turns (db/prepare.ts).
  await prepareDatabase(database, { demo: environment.demo, tokenSecret });
} else {
  // Production on Postgres: the deploy step (`cli.js migrate`) migrated; refuse a schema this build does not know.
  const refusal = schemaRefusal(await schemaState(database.db));
  if (refusal) {
    console.error(`the services will not start: ${refusal}`);
    await database.close();
    process.exit(2);
  }
}
// The seeded pages link these pictures: stored before the services answer (once per data folder).
const objectStoreConfig = readObjectStoreConfig(process.env, config.dataDir);
const media = await seedPlatformMedia(database.db, objectStoreConfig);
// The demo lessons' sample videos likewise (rendered once, then kept in the store and a temp cache).
await videosRendered;
const lessonVideos = environment.demo ? await seedLessonVideos(objectStoreConfig) : { rendered: 0, kept: 0, failed: 0, milliseconds: 0 };
// The demo operator binds an authenticator through a link like any operator: `npm start` shows it.
if (environment.demo) {
  const link = await createOperatorAccounts(database.db, { origin: `http://localhost:${config.port}` }).linkForUnenrolled(demoOperator.username, 24 * 7);
  const where = path.join(config.dataDir, "operator-enrolment-link.txt");
  mkdirSync(config.dataDir, { recursive: true });
  writeFileSync(where, link ? `${link.url}\n` : "", { mode: 0o600 });
}
const log = logDestination(process.env);
// Set on SIGTERM: `/ready` fails first, then the instance stops taking connections (shutdown below).
const drain = { draining: false };
const app = await buildApp({
  db: database.db,
  drain,
  listen: database.listen,
  tokenSecret,
  trustProxy: config.trustProxy,
  logger: { ...loggerOptions(log.level), ...(log.stream ? { stream: log.stream } : {}) },
});
await app.listen({ host: config.host, port: config.port });
app.log.info(`pictures: ${media.rendered} rendered, ${media.kept} already stored, in ${media.milliseconds} ms`);
app.log.info(
  `lesson videos: ${lessonVideos.rendered} rendered, ${lessonVideos.kept} already stored, ${lessonVideos.failed} failed, in ${lessonVideos.milliseconds} ms`,
);
app.log.info(`platform services on http://${config.host}:${config.port} (${database.driver})`);
const stopSearchIndexer = startSearchIndexer(database.db, app.log);
// Payments: the sandbox's signed notifications (delivered over HTTP to this instance), expiring
// unpaid orders and reconciliation.
const paymentServices = createPaymentServices(database.db, tokenSecret, app.log);
const stopSandboxNotifier = startSandboxNotifier(database.db, paymentServices.sandboxSecret, deliverOverHttp, app.log);
const stopPaymentJobs = startPaymentJobs(paymentServices.payments, app.log);
// Procurement deadlines: reminders go out, rounds close and open, and sheets lapse, without a click (exactly once across instances).
const stopProcurementJobs = startProcurementJobs(database.db, app.log, app.smsProvider);
// Tender openings at the bid deadline, exactly once across instances.
const stopTenderJobs = startTenderJobs(database.db, createQuotationSeal(tokenSecret, TENDER_SEAL_SCOPE), app.log);
const objectStore = await startEmbeddedObjectStore(objectStoreConfig);
if (objectStore) app.log.info(`embedded object store on ${objectStore.url}`);

/**
 * Gives memory back while the server idles. Start-up (migrations, seed, schema compilation) and
 * any burst of load grow V8's young generation to 2 × 64 MB, and Node runs no idle-time GC that
 * would shrink it again: ~130 MB of RSS held by an empty heap (README "Memory"). A
 * memory-reducing collection returns it: once start-up is done, then in any quiet half-minute
 * after the heap has grown by half since the last one (a pause of a few tens of ms).
 */
function reduceMemoryWhenIdle() {
  v8.setFlagsFromString("--expose-gc");
  const gc = vm.runInNewContext("gc") as (options: { type: string; execution: string; flavor: string }) => void;
  const collect = () => {
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
    return process.memoryUsage().heapTotal;
  };
  let heapAfter = collect();
  let since = performance.eventLoopUtilization();
  setInterval(() => {
    const busy = performance.eventLoopUtilization(since).utilization;
    since = performance.eventLoopUtilization();
    if (busy < 0.02 && process.memoryUsage().heapTotal > heapAfter * 1.5) heapAfter = collect();
  }, 30_000).unref();
}
reduceMemoryWhenIdle();

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: draining`);
  // A rolling restart loses nothing: `/ready` fails at once so the balancer stops routing here;
  // after SHUTDOWN_DRAIN_MS (its health-check period; 0 by default) the listener closes, requests
  // in flight finish, idle keep-alive connections close, chat sockets get 1012 "service restart"
  // and reconnect elsewhere, and the job pollers stop (a claimed job's transaction rolls back, so
  // another instance takes it). A stuck connection must not keep the process alive forever.
  drain.draining = true;
  const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
  const force = setTimeout(() => process.exit(1), drainMs + 10_000);
  force.unref();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  app.log.info(`${signal}: closing`);
  try {
    stopSearchIndexer();
    stopSandboxNotifier();
    stopPaymentJobs();
    stopProcurementJobs();
    stopTenderJobs();
    await app.close();
    await database.close();
  } finally {
    process.exit(0);
  }
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
