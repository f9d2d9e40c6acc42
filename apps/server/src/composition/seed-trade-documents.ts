import { storeDemoTenderDocuments } from "../capabilities/tender/demo-documents.ts";
import type { Database } from "../db/database.ts";
import { type SeedStoreConfig, writeToSeedStore } from "../platform/object-store/seed-store.ts";

/** Stores the demo's trade documents (its tenders' 招标文件) that the store does not hold yet: how many were drawn, in how long. */
export async function seedTradeDocuments(db: Database, config: SeedStoreConfig): Promise<{ drawn: number; milliseconds: number }> {
  const started = performance.now();
  const drawn = await writeToSeedStore(config, (store) => storeDemoTenderDocuments(db, store, config.bucket));
  return { drawn, milliseconds: Math.round(performance.now() - started) };
}
