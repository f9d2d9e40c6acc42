import { and, desc, eq, lte } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { legalDocuments } from "./schema.ts";

type LegalDocumentRow = typeof legalDocuments.$inferSelect;

/** Reads of the legal documents' versions. */
export function createLegalRepository(db: Database) {
  return {
    /** The version a member accepted when `version` is named, else the newest one in force at `at`; null when there is none. */
    async find(key: string, version: string | undefined, at: Date): Promise<LegalDocumentRow | null> {
      const [document] = await db
        .select()
        .from(legalDocuments)
        .where(
          version
            ? and(eq(legalDocuments.key, key), eq(legalDocuments.version, version))
            : and(eq(legalDocuments.key, key), lte(legalDocuments.effectiveAt, at)),
        )
        .orderBy(desc(legalDocuments.effectiveAt))
        .limit(1);
      return document ?? null;
    },
  };
}
