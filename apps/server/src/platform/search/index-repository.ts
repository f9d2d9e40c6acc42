import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { searchDocuments, searchOutbox } from "./schema.ts";

/** One thing as the index keeps it: its text cut to size and its words as a tsvector literal (indexer.ts). */
export interface IndexedDocument {
  kind: string;
  refId: number;
  title: string;
  body: string;
  publishedAt: Date;
  terms: string;
}

/**
 * The index's writes: the outbox the triggers fill, and the documents. Made on a transaction's
 * handle, every call runs in that transaction (the indexer's batch); `transaction` opens one.
 */
export interface SearchIndexRepository {
  /** Runs `work` in one transaction, with this repository and the handle (for the sources' reads) on it. */
  transaction<T>(work: (index: SearchIndexRepository, tx: Database) => Promise<T>): Promise<T>;
  /** The oldest queued things, up to `limit`, locked for this transaction; rows another instance holds are skipped. */
  takeQueued(limit: number): Promise<{ source: string; refId: number }[]>;
  /** Takes things of a source off the queue (their indexing commits with it). */
  dropQueued(source: string, refIds: number[]): Promise<void>;
  /** Empties the queue without indexing it; answers how many things it held (seed-scale without the index). */
  dropAllQueued(): Promise<number>;
  /**
   * Brings a source's things `refIds` in line with `documents`: those without a document leave
   * the index, the others take their new values. All or nothing: a failed write leaves the index
   * as it was, never with the old rows deleted and the new ones missing. On a transaction's
   * handle this is a savepoint in it, so the caller's own rollback undoes it too.
   */
  writeDocuments(source: string, refIds: number[], documents: IndexedDocument[]): Promise<void>;
}

export function createSearchIndexRepository(db: Database): SearchIndexRepository {
  return {
    transaction<T>(work: (index: SearchIndexRepository, tx: Database) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(createSearchIndexRepository(tx), tx));
    },

    takeQueued(limit: number): Promise<{ source: string; refId: number }[]> {
      return db
        .select({ source: searchOutbox.source, refId: searchOutbox.refId })
        .from(searchOutbox)
        .orderBy(asc(searchOutbox.queuedAt))
        .limit(limit)
        .for("update", { skipLocked: true });
    },

    async dropQueued(source: string, refIds: number[]): Promise<void> {
      await db.delete(searchOutbox).where(and(eq(searchOutbox.source, source), inArray(searchOutbox.refId, refIds)));
    },

    async dropAllQueued(): Promise<number> {
      // Emptied by TRUNCATE, under its lock, after counting: at 1e6 rows of scale the queue holds
      // some 1.2e7 things, and deleting them row by row ran for over an hour on PGlite, writing
      // each deleted row's index entries and WAL.
      return db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${searchOutbox} in access exclusive mode`);
        const [queued] = await tx.select({ n: sql<number>`count(*)::int` }).from(searchOutbox);
        await tx.execute(sql`truncate ${searchOutbox}`);
        return queued?.n ?? 0;
      });
    },

    async writeDocuments(source: string, refIds: number[], documents: IndexedDocument[]): Promise<void> {
      const present = new Set(documents.map((document) => document.refId));
      const gone = refIds.filter((id) => !present.has(id));
      if (gone.length === 0 && documents.length === 0) return;
      await db.transaction(async (tx) => {
        if (gone.length > 0) await tx.delete(searchDocuments).where(and(eq(searchDocuments.source, source), inArray(searchDocuments.refId, gone)));
        if (documents.length === 0) return;
        // One statement for the batch; a row already indexed takes the new values.
        await tx
          .insert(searchDocuments)
          .values(documents.map((document) => ({ ...document, source, terms: sql`${document.terms}::tsvector` })))
          .onConflictDoUpdate({
            target: [searchDocuments.source, searchDocuments.refId],
            set: {
              kind: sql`excluded.kind`,
              title: sql`excluded.title`,
              body: sql`excluded.body`,
              publishedAt: sql`excluded.published_at`,
              terms: sql`excluded.terms`,
            },
          });
      });
    },
  };
}
