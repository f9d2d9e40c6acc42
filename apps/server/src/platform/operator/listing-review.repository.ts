import { and, asc, eq, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { cappedCount } from "../../db/paging.ts";

/** A listing table with the columns the review reads and writes. */
export type ReviewedTable = PgTable & { id: AnyPgColumn; state: AnyPgColumn; rejectReason: AnyPgColumn; updatedAt: AnyPgColumn };

/**
 * The review's queries over one listing table (企业服务, 建材产品, 设备信息): its rows waiting in
 * state 'reviewing', oldest first, and the decision that moves one only while it still waits.
 * The table is any of them, so drizzle cannot type its rows: `Row` is the caller's word for them.
 */
export function createListingReviewRepository<Row>(db: Database, table: ReviewedTable) {
  const waiting: SQL = eq(table.state, "reviewing");
  return {
    /** The oldest waiting rows, and how many wait up to the list's count cap (the queue shows "1000+" beyond it). */
    async waitingPage(limit: number): Promise<{ rows: Row[]; total: number }> {
      const [rows, total] = await Promise.all([
        db.select().from(table).where(waiting).orderBy(asc(table.updatedAt)).limit(limit) as Promise<Row[]>,
        cappedCount(db, db.select({ id: table.id }).from(table).where(waiting)),
      ]);
      return { rows, total };
    },

    /**
     * Moves a waiting row to the decided state and, in the same transaction, runs `then` on the
     * decided row (its owner's notice): a failed notice leaves the row waiting, as if undecided.
     * Undefined when the row no longer waits.
     */
    decide(
      id: number,
      decided: { state: string; rejectReason: string | null; updatedAt: Date },
      then: (row: Row, tx: Database) => Promise<void>,
    ): Promise<Row | undefined> {
      return db.transaction(async (tx) => {
        const [row] = (await tx
          .update(table)
          .set(decided as never)
          .where(and(eq(table.id, id), waiting))
          .returning()) as Row[];
        if (row) await then(row, tx);
        return row;
      });
    },
  };
}
