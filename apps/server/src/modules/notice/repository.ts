import { and, count, desc, eq, ilike, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { centerNotices, notices } from "./schema.ts";

/** Escapes LIKE wildcards so a keyword matches literally. */
function likeValue(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A notice as the calls answer it (spec §3). */
function noticeView(n: typeof notices.$inferSelect) {
  return {
    id: n.id,
    title: n.title,
    content: n.content,
    createTime: formatDateTime(n.createdAt),
    isRead: n.readAt ? (1 as const) : (0 as const),
    noticeType: n.noticeType,
    switchType: n.switchType,
    jumpType: n.jumpType,
    jumpUrl: n.jumpUrl,
    optId: n.optId,
    pageSource: n.pageSource,
  };
}

/** Reads and read-state writes of notices; every call is scoped to one member. */
export function createNoticeRepository(db: Database) {
  return {
    /** A page of the member's notices, newest first, optionally of one tab. */
    async page(memberId: number, current: number, size: number, noticeType?: number) {
      const where = noticeType === undefined ? eq(notices.memberId, memberId) : and(eq(notices.memberId, memberId), eq(notices.noticeType, noticeType));
      // The total rides along as a window count, saving a second query on the drawer's hot path.
      const rows = await db
        .select({ notice: notices, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(notices)
        .where(where)
        .orderBy(desc(notices.createdAt), desc(notices.id))
        .limit(size)
        .offset((current - 1) * size);
      const total = rows[0]?.total ?? (current > 1 ? ((await db.select({ total: count() }).from(notices).where(where))[0]?.total ?? 0) : 0);
      return {
        records: rows.map(({ notice }) => noticeView(notice)),
        total,
        current,
        size,
        pages: Math.ceil(total / size),
      };
    },

    /** Unread notices per tab (every tab present, zero when none). */
    async unreadByType(memberId: number) {
      const rows = await db
        .select({ noticeType: notices.noticeType, unread: count() })
        .from(notices)
        .where(and(eq(notices.memberId, memberId), isNull(notices.readAt)))
        .groupBy(notices.noticeType);
      const counts = { noticeType0: 0, noticeType1: 0, noticeType2: 0, noticeType3: 0 };
      for (const row of rows) {
        const key = `noticeType${row.noticeType}` as keyof typeof counts;
        if (key in counts) counts[key] = row.unread;
      }
      return counts;
    },

    /** Whether the notice exists and is the member's (others' notices look like missing ones). */
    /** One of the member's notices, read from now on; null when it is not theirs. */
    async readOne(memberId: number, id: number) {
      await this.markRead(memberId, id);
      const [row] = await db
        .select()
        .from(notices)
        .where(and(eq(notices.id, id), eq(notices.memberId, memberId)))
        .limit(1);
      return row ? noticeView(row) : null;
    },

    async exists(memberId: number, id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: notices.id })
        .from(notices)
        .where(and(eq(notices.id, id), eq(notices.memberId, memberId)))
        .limit(1);
      return row !== undefined;
    },

    /** Marks unread notices of the member read (one by id, or all); returns how many changed. */
    async markRead(memberId: number, id?: number): Promise<number> {
      const conditions: SQL[] = [eq(notices.memberId, memberId), isNull(notices.readAt)];
      if (id !== undefined) conditions.push(eq(notices.id, id));
      const rows = await db
        .update(notices)
        .set({ readAt: sql`now()` })
        .where(and(...conditions))
        .returning({ id: notices.id });
      return rows.length;
    },

    /** A page of platform announcements, newest first, optionally filtered by title. */
    async centerPage(current: number, size: number, title?: string) {
      const where = title ? ilike(centerNotices.title, likeValue(title)) : undefined;
      const [totalRow] = await db.select({ total: count() }).from(centerNotices).where(where);
      const rows = await db
        .select()
        .from(centerNotices)
        .where(where)
        .orderBy(desc(centerNotices.publishedAt), desc(centerNotices.id))
        .limit(size)
        .offset((current - 1) * size);
      const total = totalRow?.total ?? 0;
      return {
        records: rows.map((n) => ({ id: n.id, title: n.title, summary: n.summary, source: n.source, publishTime: formatDateTime(n.publishedAt) })),
        total,
        current,
        size,
        pages: Math.ceil(total / size),
      };
    },

    /** One announcement, or null. */
    async centerDetail(id: number) {
      const [n] = await db.select().from(centerNotices).where(eq(centerNotices.id, id)).limit(1);
      return n ? { id: n.id, title: n.title, summary: n.summary, source: n.source, publishTime: formatDateTime(n.publishedAt), content: n.content } : null;
    },
  };
}
