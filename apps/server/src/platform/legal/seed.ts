import type { Database } from "../../db/database.ts";
import { legalDocumentSeeds } from "./documents.ts";
import { legalDocuments } from "./schema.ts";

/** The legal documents in their first version; idempotent (a version once published never changes). */
export async function seedLegalDocuments(db: Database): Promise<void> {
  await db
    .insert(legalDocuments)
    .values(legalDocumentSeeds.map((d) => ({ key: d.key, version: d.version, title: d.title, sections: d.sections, effectiveAt: d.effectiveAt })))
    .onConflictDoNothing();
}
