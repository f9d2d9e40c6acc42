import { and, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { errorReports } from "./schema.ts";
import type { ErrorReportRecord } from "./scrub.ts";

/** A stored report as operators read it. */
export type StoredErrorReport = typeof errorReports.$inferSelect;

/** Storage of the browser error reports. */
export function createErrorReportRepository(db: Database) {
  return {
    /** Stores the reports; one whose event id is already stored (a retried envelope) is skipped. Returns how many were new. */
    async store(records: readonly ErrorReportRecord[]): Promise<number> {
      if (records.length === 0) return 0;
      const inserted = await db
        .insert(errorReports)
        .values([...records])
        .onConflictDoNothing({ target: errorReports.eventId })
        .returning({ id: errorReports.id });
      return inserted.length;
    },
    /** The newest reports first, optionally of one platform. */
    async recent({ limit, platformCode }: { limit: number; platformCode?: string | undefined }): Promise<StoredErrorReport[]> {
      const filters: SQL[] = [];
      if (platformCode) filters.push(eq(errorReports.platformCode, platformCode));
      return db
        .select()
        .from(errorReports)
        .where(filters.length ? and(...filters) : undefined)
        .orderBy(desc(errorReports.receivedAt), desc(errorReports.id))
        .limit(limit);
    },
  };
}
