import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildApp } from "../app.ts";
import { seedLessonVideos } from "../capabilities/lesson/seed-videos.ts";
import { readConfig } from "../config.ts";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { schemaRefusal, schemaState } from "../db/schema-version.ts";
import type { CheckedEnvironment } from "../environment.ts";
import { logDestination } from "../http/log-destination.ts";
import { loggerOptions } from "../http/logger.ts";
import { CARD_HASH_KEY_PURPOSE, cardHashKey } from "../platform/bankcard/number-hash-key.ts";
import { startEmbeddedObjectStore } from "../platform/object-store/embedded-object-store.ts";
import { readObjectStoreConfig } from "../platform/object-store/object-store.config.ts";
import { createOperatorAccounts, operatorOrigin } from "../platform/operator/operator-accounts.ts";
import { demoOperator } from "../platform/operator/seed.ts";
import { checkSealingKeys } from "../platform/sealing-keys/sealing-key-check.ts";
import { loadSealingKeys } from "../sealing-keys-source.ts";
import { createFieldCipher } from "../security/field-cipher.ts";
import { loadTokenSecret } from "../token-secret.ts";
import { DatabaseResets } from "./database-resets.ts";
import { type DemoSealing, prepareDatabase } from "./prepare.ts";
import { seedPlatformMedia } from "./seed-platform-media.ts";
import { seedTradeDocuments } from "./seed-trade-documents.ts";
import { waitForDatabase, waitForObjectStore } from "./wait-for-services.ts";

/** The least time a job in hand gets to finish on shutdown (or a test run's database reset) when SHUTDOWN_DRAIN_MS is shorter. */
const JOB_DRAIN_MS = 5_000;

/** How long a test run's database reset lets connections of the services it replaces finish. */
const RESET_CUT_MS = 500;

/** Starts the platform services on a checked environment: prepares the database, stores the seeded media, listens, runs the jobs. */
export async function serve(environment: CheckedEnvironment): Promise<void> {
  const config = readConfig();
  // A completed seed is recorded in the data folder: a restart of the same build skips the seeds' checks.
  const seedRecordFile = path.join(config.dataDir, "seed-record.json");
  if (process.argv.includes("--prepare-database")) {
    const prepared = await openDatabase(config.database, { migrate: false });
    await prepareDatabase(prepared, { demo: environment.demo, sealing: await serviceSecrets(config.dataDir), seedRecordFile });
    await prepared.close();
    process.exit(0);
  }
  // A fresh PGlite folder (first start) is created, migrated and seeded by a short-lived child
  // process: initdb and a whole schema's migrations peak at ~1.3 GB and leave ~100 MB of freed
  // memory that the C allocator keeps in the process that ran them (README "Memory").
  const firstStart = "dataDir" in config.database && !existsSync(path.join(config.database.dataDir, "PG_VERSION"));
  if (firstStart && "dataDir" in config.database) {
    const child = spawn(process.execPath, [...process.execArgv, process.argv[1] as string, "--prepare-database"], { stdio: "inherit" });
    const [code] = await once(child, "exit");
    if (code !== 0) throw new Error(`preparing the database in ${config.database.dataDir} failed (exit ${code})`);
  }
  const { tokenSecret, sealingKeys } = await serviceSecrets(config.dataDir);
  // A database or store that is not up yet is waited for, one line a try, never a stack trace.
  await waitForDatabase(config.database, "the services");
  let database = await openDatabase(config.database, { migrate: false, poolSize: config.databasePoolSize });
  const preparation = { seeded: false, milliseconds: 0 };
  if (environment.migrateOnStart) {
    // Under the preparation lock: instances starting together take turns (db/prepare.ts).
    const started = performance.now();
    preparation.seeded = (await prepareDatabase(database, { demo: environment.demo, sealing: { tokenSecret, sealingKeys }, seedRecordFile })).seeded;
    preparation.milliseconds = Math.round(performance.now() - started);
  } else {
    // Production on Postgres: the deploy step (`cli.js migrate`) migrated; refuse a schema this build does not know.
    const refusal = schemaRefusal(await schemaState(database.db));
    if (refusal) {
      console.error(`the services will not start: ${refusal}`);
      await database.close();
      process.exit(2);
    }
  }
  // A database restored with other sealing keys would answer its sealed bids as empty: refused
  // (SealingKeyMismatchError, one line a key: main.ts), on every start, also one that did not prepare.
  await checkSealingKeys(database.db, sealingKeys);
  // The card numbers' hash key is fixed on the first start of this release, with the session secret
  // that hashed the cards bound before it (bankcard/number-hash-key.ts), before any TOKEN_SECRET change.
  await cardHashKey(database.db, createFieldCipher(sealingKeys, CARD_HASH_KEY_PURPOSE), tokenSecret);
  // The demo's pages link these pictures: stored before the services answer (once per data folder).
  // Only the demo draws them: a real platform's banners, covers, logos and lawyers' portraits are its
  // own staff's and members' uploads, and no reference row points at a drawn picture.
  const objectStoreConfig = readObjectStoreConfig(process.env, config.dataDir);
  await waitForObjectStore(objectStoreConfig, "the services");
  const media = environment.demo ? await seedPlatformMedia(database.db, objectStoreConfig) : { rendered: 0, kept: 0, milliseconds: 0 };
  // The demo tenders' 招标文件 likewise (drawn from each tender, stored once per data folder).
  const documents = environment.demo ? await seedTradeDocuments(database.db, objectStoreConfig) : { drawn: 0, milliseconds: 0 };
  // The demo lessons' sample videos likewise (committed renders, stored once per data folder).
  const lessonVideos = environment.demo ? await seedLessonVideos(objectStoreConfig) : { stored: 0, kept: 0, failed: 0, milliseconds: 0 };
  // The demo operator binds an authenticator through a link like any operator: `npm start` shows it.
  if (environment.demo) {
    const link = await createOperatorAccounts(database.db, { origin: operatorOrigin(process.env) }).linkForUnenrolled(demoOperator.username, 24 * 7);
    const where = path.join(config.dataDir, "operator-enrolment-link.txt");
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(where, link ? `${link.url}\n` : "", { mode: 0o600 });
  }
  const log = logDestination(process.env);
  // Set on SIGTERM: `/ready` fails first, then the instance stops taking connections (shutdown below).
  const drain = { draining: false };
  /** The services on a database, listening; a test run's database reset starts them anew on a fresh copy. */
  const startServices = async (on: DatabaseHandle) => {
    const services = await buildApp({
      db: on.db,
      drain,
      listen: on.listen,
      tokenSecret,
      sealingKeys,
      trustProxy: config.trustProxy,
      probeObjectStore: true,
      maxInFlight: config.maxInFlight,
      logger: { ...loggerOptions(log.level), ...(log.stream ? { stream: log.stream } : {}) },
    });
    resets?.addRoutes(services);
    await services.listen({ host: config.host, port: config.port });
    return services;
  };
  const resets = environment.databaseResets
    ? await DatabaseResets.of(database, async (fresh) => {
        await app.jobs.stop(JOB_DRAIN_MS);
        // Everything is thrown away: a connection still open a moment after the close began (the
        // portal's keep-alive, a following request) is cut, not waited for until its 72 s keep-alive timeout.
        const closing = app;
        const cut = setTimeout(() => closing.server.closeAllConnections(), RESET_CUT_MS);
        await closing.close();
        clearTimeout(cut);
        // The old database closes last: a handler of the old services still finishing meets it open.
        const old = database;
        database = fresh;
        app = await startServices(fresh);
        app.jobs.start();
        await old.close();
      })
    : null;
  let app = await startServices(database);
  app.log.info(
    `database: migrations checked and ${preparation.seeded ? "seeds run" : "seeds already done for this build (seed-record.json)"} in ${preparation.milliseconds} ms`,
  );
  app.log.info(`pictures: ${media.rendered} rendered, ${media.kept} already stored, in ${media.milliseconds} ms`);
  app.log.info(`trade documents: ${documents.drawn} drawn, in ${documents.milliseconds} ms`);
  app.log.info(
    `lesson videos: ${lessonVideos.stored} stored, ${lessonVideos.kept} already there, ${lessonVideos.failed} failed, in ${lessonVideos.milliseconds} ms`,
  );
  app.log.info(`platform services on http://${config.host}:${config.port} (${database.driver})`);
  // Background and time-driven work (deadlines, payment expiry and reconciliation, sandbox
  // notifications, search indexing, deletion sweeps): the one job runner, on this instance's clock.
  app.jobs.start();
  const objectStore = await startEmbeddedObjectStore(objectStoreConfig);
  if (objectStore) app.log.info(`embedded object store on ${objectStore.url}`);

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: draining`);
    // A rolling restart loses nothing: `/ready` fails at once so the balancer stops routing here;
    // after SHUTDOWN_DRAIN_MS (its health-check period; 0 by default) the listener closes, requests
    // in flight finish, idle keep-alive connections close, chat sockets get 1012 "service restart"
    // and reconnect elsewhere. The job runner stops claiming at once and has the drain time (at
    // least JOB_DRAIN_MS) to finish the job in hand; one it cannot finish gives its lease back (a
    // transaction job rolls back), so another instance takes it. A stuck connection must not keep
    // the process alive forever.
    drain.draining = true;
    const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS ?? 0);
    const force = setTimeout(() => process.exit(1), Math.max(drainMs, JOB_DRAIN_MS) + 10_000);
    force.unref();
    const jobsStopped = app.jobs.stop(Math.max(drainMs, JOB_DRAIN_MS));
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    if (!(await jobsStopped)) app.log.warn(`${signal}: a job did not finish within the drain time; its lease was given back`);
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
      await database.close();
    } finally {
      process.exit(0);
    }
  }
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

/** The secrets the services seal and hash with (the data folder's own outside production). */
async function serviceSecrets(dataDir: string): Promise<DemoSealing> {
  return { tokenSecret: await loadTokenSecret(process.env, dataDir), sealingKeys: loadSealingKeys(process.env, dataDir) };
}
