import { seedDemoProcurement } from "../capabilities/procurement/seed.ts";
import { seedDemoTenders } from "../capabilities/tender/seed.ts";
import { applyMigrations, type Database, type DatabaseHandle } from "../db/database.ts";
import { CARD_HASH_KEY_PURPOSE, cardHashKey } from "../platform/bankcard/number-hash-key.ts";
import { seedDemoBankCards } from "../platform/bankcard/seed.ts";
import { seedDemoCertifications } from "../platform/certification/seed.ts";
import { checkSealingKeys } from "../platform/sealing-keys/sealing-key-check.ts";
import { createFieldCipher } from "../security/field-cipher.ts";
import type { SealingKeys } from "../security/sealing-keys.ts";
import { seedDemo, seedReference } from "./seed.ts";
import { openSeedRecord } from "./seed-record.ts";

/** What preparing a database installs besides the schema. */
export interface PreparationOptions {
  /** The demo's members, businesses and content too (`DEMO_DATA=1`). */
  demo: boolean;
  /** What seals the demo's bank cards, certifications, quotations and bids: needed with `demo`. */
  sealing?: DemoSealing;
  /**
   * Where a completed seed is recorded (a file in the data folder): a restart of the same build on
   * the same database skips the seeds (seed-record.ts). Without it the seeds always run.
   */
  seedRecordFile?: string;
}

/** The demo's sealed records are made as the services make them: card numbers hashed, the rest sealed. */
export interface DemoSealing {
  /** The session secret, the card numbers' hash key of a database whose cards were hashed with it (number-hash-key.ts). */
  tokenSecret: Uint8Array;
  sealingKeys: SealingKeys;
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
      if (!options.sealing) throw new Error("the demo's sealed records need the sealing keys");
      await seedDemo(db);
      // The keys are recorded before they seal anything (sealing-key-check.ts).
      await checkSealingKeys(db, options.sealing.sealingKeys);
      await seedSealedDemo(db, options.sealing);
    }
    await record?.save();
    return { seeded: true };
  });
}

/** The demo that is sealed: bank cards, certifications, and the inquiries' and tenders' sealed quotations and bids. */
export async function seedSealedDemo(db: Database, { tokenSecret, sealingKeys }: DemoSealing): Promise<void> {
  await seedDemoBankCards(db, await cardHashKey(db, createFieldCipher(sealingKeys, CARD_HASH_KEY_PURPOSE), tokenSecret));
  await seedDemoCertifications(db, sealingKeys);
  await seedDemoProcurement(db, sealingKeys);
  await seedDemoTenders(db, sealingKeys);
}
