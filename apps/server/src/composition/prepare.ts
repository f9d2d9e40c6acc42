import { seedDemoProcurement } from "../capabilities/procurement/seed.ts";
import { seedDemoTenders } from "../capabilities/tender/seed.ts";
import { applyMigrations, type Database, type DatabaseHandle } from "../db/database.ts";
import { seedDemoBankCards } from "../platform/bankcard/seed.ts";
import { seedDemoCertifications } from "../platform/certification/seed.ts";
import { seedDemo, seedReference } from "./seed.ts";
import { openSeedRecord } from "./seed-record.ts";

/** What preparing a database installs besides the schema. */
export interface PreparationOptions {
  /** The demo's members, businesses and content too (`DEMO_DATA=1`). */
  demo: boolean;
  /** Seals the demo's bank cards and sealed quotations and bids. */
  tokenSecret: Uint8Array;
  /**
   * Where a completed seed is recorded (a file in the data folder): a restart of the same build on
   * the same database skips the seeds (seed-record.ts). Without it the seeds always run.
   */
  seedRecordFile?: string;
}

/**
 * Brings a database to what this release serves: the migrations, the reference data and (when
 * asked) the demo, all under the preparation lock, so instances starting together on an empty
 * database take turns instead of racing. The deploy step (`cli.js migrate`) and the embedded start
 * both run it; a production instance on Postgres only checks the schema (see schema-version.ts).
 */
export async function prepareDatabase(handle: DatabaseHandle, options: PreparationOptions): Promise<{ seeded: boolean }> {
  await applyMigrations(handle);
  return handle.exclusive(async (db) => {
    const record = options.seedRecordFile ? await openSeedRecord(db, options.seedRecordFile, options.demo) : null;
    if (record?.current) return { seeded: false };
    await seedReference(db);
    if (options.demo) {
      await seedDemo(db);
      await seedSealedDemo(db, options.tokenSecret);
    }
    await record?.save();
    return { seeded: true };
  });
}

/** The demo that is sealed with the token secret: bank cards, certifications, and the inquiries' and tenders' sealed quotations and bids. */
export async function seedSealedDemo(db: Database, tokenSecret: Uint8Array): Promise<void> {
  await seedDemoBankCards(db, tokenSecret);
  await seedDemoCertifications(db, tokenSecret);
  await seedDemoProcurement(db, tokenSecret);
  await seedDemoTenders(db, tokenSecret);
}
