import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { inquirySheets } from "../capabilities/procurement/schema.ts";
import { tenders } from "../capabilities/tender/schema.ts";
import type { PublishedCall, PublishedCallsAfter } from "../capabilities/vip/call-push.ts";
import type { Database } from "../db/database.ts";

/** The public tenders published after a point, oldest first (along tender_public_published_idx). */
async function tendersAfter(db: Database, after: { at: Date; id: number }, limit: number): Promise<PublishedCall[]> {
  const rows = await db
    .select({
      id: tenders.id,
      title: tenders.title,
      location: tenders.location,
      qualifications: tenders.qualifications,
      deadline: tenders.bidDeadline,
      publishedAt: tenders.publishedAt,
      publisherBusinessId: tenders.tendererBusinessId,
    })
    .from(tenders)
    .where(
      and(
        eq(tenders.mode, "public"),
        isNotNull(tenders.publishedAt),
        sql`(${tenders.publishedAt}, ${tenders.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(asc(tenders.publishedAt), asc(tenders.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? after.at, pageUrl: `/default/tender/detail?id=${row.id}` }));
}

/** The public inquiry sheets published after a point, oldest first (along inquiry_sheet_public_published_idx). */
async function sheetsAfter(db: Database, after: { at: Date; id: number }, limit: number): Promise<PublishedCall[]> {
  const rows = await db
    .select({
      id: inquirySheets.id,
      title: inquirySheets.title,
      location: inquirySheets.deliveryAddress,
      qualifications: inquirySheets.qualifications,
      deadline: inquirySheets.deadline,
      publishedAt: inquirySheets.publishedAt,
      publisherBusinessId: inquirySheets.buyerBusinessId,
    })
    .from(inquirySheets)
    .where(
      and(
        eq(inquirySheets.mode, "public"),
        isNotNull(inquirySheets.publishedAt),
        sql`(${inquirySheets.publishedAt}, ${inquirySheets.id}) > (${after.at.toISOString()}::timestamptz, ${after.id})`,
      ),
    )
    .orderBy(asc(inquirySheets.publishedAt), asc(inquirySheets.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, publishedAt: row.publishedAt ?? after.at, pageUrl: `/user/my-quotation/default?id=${row.id}` }));
}

/**
 * The VIP push's port (平台公告与招采信息优先推送): the public tenders and inquiry sheets published
 * since its cursor, read from the capabilities that own them.
 */
export const publishedCallsAfter: PublishedCallsAfter = (db, kind, after, limit) =>
  kind === "tender" ? tendersAfter(db, after, limit) : sheetsAfter(db, after, limit);
