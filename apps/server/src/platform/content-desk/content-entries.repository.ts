import { type ContentState, lookAheadCap } from "@cidp/domain";
import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordBoundedPage } from "../../db/keyword-page.ts";
import { boundedPage } from "../../db/paging.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { contentEntries, contentEntryVersions } from "./schema.ts";

/** How many versions a piece's page lists (the newest). */
const VERSIONS_SHOWN = 30;

/** The queries of 内容管理's pieces and their versions. */
export function createContentEntriesRepository(db: Database) {
  return {
    /** A page of pieces, the latest change first, by channel, state and title words. */
    async page(filter: { channel: string; state: string; keyword: string }, current: number, size: number) {
      const conditions: SQL[] = [];
      if (filter.channel) conditions.push(eq(contentEntries.channel, filter.channel));
      if (filter.state) conditions.push(eq(contentEntries.state, filter.state as ContentState));
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const order = [desc(contentEntries.updatedAt), desc(contentEntries.id)];
      // A keyword's matches are counted ten pages ahead only, as the articles' picker counts them (cms repository).
      return filter.keyword
        ? keywordBoundedPage(
            db,
            contentEntries,
            where,
            { text: filter.keyword, columns: [contentEntries.title] },
            order,
            current,
            size,
            lookAheadCap(current, size),
          )
        : boundedPage(db, contentEntries, where, order, current, size);
    },

    async byId(tx: Database, id: number, lock = false) {
      const query = tx.select().from(contentEntries).where(eq(contentEntries.id, id)).limit(1);
      const [row] = lock ? await query.for("update") : await query;
      return row ?? null;
    },

    /** The pieces that hold these articles, by article id. */
    async byArticles(articleIds: readonly number[]) {
      if (articleIds.length === 0) return new Map<number, number>();
      const rows = await db
        .select({ id: contentEntries.id, articleId: contentEntries.articleId })
        .from(contentEntries)
        .where(inArray(contentEntries.articleId, [...articleIds]));
      return new Map(rows.map((row) => [row.articleId ?? 0, row.id]));
    },

    /** The waiting pieces, the earliest submitted first (the review queue). */
    async pending(limit: number) {
      return db.select().from(contentEntries).where(eq(contentEntries.state, "pending")).orderBy(contentEntries.submittedAt, contentEntries.id).limit(limit);
    },

    async versions(entryId: number) {
      return db
        .select()
        .from(contentEntryVersions)
        .where(eq(contentEntryVersions.entryId, entryId))
        .orderBy(desc(contentEntryVersions.version))
        .limit(VERSIONS_SHOWN);
    },

    async version(tx: Database, entryId: number, versionId: number) {
      return (await rowWithId(tx, contentEntryVersions, versionId, eq(contentEntryVersions.entryId, entryId))) ?? null;
    },
  };
}
