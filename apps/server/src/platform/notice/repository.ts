import { lookAheadCap } from "@cidp/domain";
import { and, count, desc, eq, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordBoundedPage } from "../../db/keyword-page.ts";
import { boundedPage, pageLimit, pageOffset, reachablePages } from "../../db/paging.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { formatDateTime } from "../../http/format.ts";
import { businesses } from "../member/schema.ts";
import { centerNotices, noticeCounters, notices } from "./schema.ts";

/** A notice as the calls answer it (spec §3), with the business it is about and that business's name. */
function noticeView({ businessName, ...n }: typeof notices.$inferSelect & { businessName: string | null }) {
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
    businessId: n.businessId,
    businessName,
  };
}

const withBusinessName = { ...getTableColumns(notices), businessName: businesses.name };

type TabCount = { total: number; unread: number };
const EMPTY_TAB: TabCount = { total: 0, unread: 0 };

/** Reads and read-state writes of notices; every call is scoped to one member. */
export function createNoticeRepository(db: Database) {
  // Built once: every member page's unread badge and the personal center read it.
  const countersOfMember = preparedOnce(() =>
    db
      .select({ noticeType: noticeCounters.noticeType, total: noticeCounters.total, unread: noticeCounters.unread })
      .from(noticeCounters)
      .where(eq(noticeCounters.memberId, sql.placeholder("memberId")))
      .prepare("notice_counters_of_member"),
  );

  /** The member's four tabs, counted (the counter rows, kept by triggers; zero for a missing row). */
  async function countersOf(memberId: number): Promise<[TabCount, TabCount, TabCount, TabCount]> {
    const rows = await countersOfMember().execute({ memberId });
    const tabs: [TabCount, TabCount, TabCount, TabCount] = [EMPTY_TAB, EMPTY_TAB, EMPTY_TAB, EMPTY_TAB];
    for (const row of rows) if (row.noticeType >= 0 && row.noticeType < tabs.length) tabs[row.noticeType] = row;
    return tabs;
  }

  /** The rows of one page: ids from the list's index (a deferred join), then those rows by key. */
  function pageRows(memberId: number, noticeType: number | undefined, offset: number, limit: number) {
    const where = noticeType === undefined ? eq(notices.memberId, memberId) : and(eq(notices.memberId, memberId), eq(notices.noticeType, noticeType));
    const ids = db
      .select({ id: notices.id })
      .from(notices)
      .where(where)
      .orderBy(desc(notices.createdAt), desc(notices.id))
      .limit(limit)
      .offset(offset)
      .as("page_ids");
    return db
      .select(withBusinessName)
      .from(ids)
      .innerJoin(notices, eq(notices.id, ids.id))
      .leftJoin(businesses, eq(businesses.id, notices.businessId))
      .orderBy(desc(notices.createdAt), desc(notices.id));
  }

  return {
    /**
     * A page of the member's notices, newest first, optionally of one tab. The spec pages by
     * number, so this is an offset, bounded in depth (`MAX_PAGE_DEPTH`), over the index in the
     * list's order; the page's ids come from that index alone and only its own rows are read.
     * The total is the maintained counter, never a count of the rows.
     */
    async page(memberId: number, current: number, size: number, noticeType?: number) {
      const counters = await countersOf(memberId);
      const total = noticeType === undefined ? counters.reduce((sum, c) => sum + c.total, 0) : (counters[noticeType]?.total ?? 0);
      const offset = pageOffset(current, size);
      const records = offset === null || offset >= total ? [] : (await pageRows(memberId, noticeType, offset, pageLimit(offset, size))).map(noticeView);
      return { records, total, current, size, pages: reachablePages(total, size) };
    },

    /** Unread notices per tab (every tab present, zero when none), from the maintained counters. */
    async unreadByType(memberId: number) {
      const [type0, type1, type2, type3] = await countersOf(memberId);
      return { noticeType0: type0.unread, noticeType1: type1.unread, noticeType2: type2.unread, noticeType3: type3.unread };
    },

    /** One of the member's notices, read from now on; null when it is not theirs. */
    async readOne(memberId: number, id: number) {
      await this.markRead(memberId, id);
      const [row] = await db
        .select(withBusinessName)
        .from(notices)
        .leftJoin(businesses, eq(businesses.id, notices.businessId))
        .where(and(eq(notices.id, id), eq(notices.memberId, memberId)))
        .limit(1);
      return row ? noticeView(row) : null;
    },

    /** Whether the notice exists and is the member's (others' notices look like missing ones). */
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
      // Counted in the database: "all read" may change many thousand rows, their ids stay there.
      const changed = db.$with("changed").as(
        db
          .update(notices)
          .set({ readAt: sql`now()` })
          .where(and(...conditions))
          .returning({ id: notices.id }),
      );
      const [row] = await db.with(changed).select({ n: count() }).from(changed);
      return row?.n ?? 0;
    },

    /**
     * A page of platform announcements, newest first, optionally filtered by title: an index range
     * in the list's order, bounded in depth, with a bounded count (`COUNT_CAP`). A title filter
     * is found through the title's bigram index (keyword-match.ts), or checked along that range when
     * common; its count then looks ten pages ahead (each row it counts is checked for the word).
     */
    async centerPage(current: number, size: number, title?: string) {
      const order = [desc(centerNotices.publishedAt), desc(centerNotices.id)];
      const { rows, total } = title
        ? await keywordBoundedPage(
            db,
            centerNotices,
            undefined,
            { text: title, columns: [centerNotices.title] },
            order,
            current,
            size,
            lookAheadCap(current, size),
          )
        : await boundedPage(db, centerNotices, undefined, order, current, size);
      return {
        records: rows.map((n) => ({ id: n.id, title: n.title, summary: n.summary, source: n.source, publishTime: formatDateTime(n.publishedAt) })),
        total,
        current,
        size,
        pages: reachablePages(total, size),
      };
    },

    /** One announcement, or null. */
    async centerDetail(id: number) {
      const [n] = await db.select().from(centerNotices).where(eq(centerNotices.id, id)).limit(1);
      return n ? { id: n.id, title: n.title, summary: n.summary, source: n.source, publishTime: formatDateTime(n.publishedAt), content: n.content } : null;
    },
  };
}
