import { lookAheadCap } from "@cidp/domain";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordBoundedPage } from "../../db/keyword-page.ts";
import { boundedPage } from "../../db/paging.ts";
import { businesses } from "../../platform/member/schema.ts";
import { TENDER_PUBLIC_STATE_LIST, type TenderRow, tenderBidders, tenderClarifications, tenders } from "./schema.ts";

/** The public notices' queries: what anyone may read of published public tenders, the search index's and the sitemap's too. */

/** Public tenders: published, not withdrawn, open to all (邀请招标 stays among its invitees). */
export const publicTenderWhere: SQL = sql`(${tenders.mode} = 'public' and ${tenders.publishedAt} is not null and ${tenders.state} in (${TENDER_PUBLIC_STATE_LIST}))`;

/** A page of the public tenders (those whose title holds `keyword`), newest first, with the total. */
export async function publicTenderPage(db: Database, { current, size, keyword }: { current: number; size: number; keyword?: string }) {
  // The newest end of tender_public_published_idx; the count looks ten pages ahead (paging.ts).
  const order = [desc(tenders.publishedAt), desc(tenders.id)];
  const cap = lookAheadCap(current, size);
  const { rows, total } = keyword
    ? await keywordBoundedPage(db, tenders, publicTenderWhere, { text: keyword, columns: [tenders.title] }, order, current, size, cap)
    : await boundedPage(db, tenders, publicTenderWhere, order, current, size, cap);
  return { rows, total };
}

/** The tender if it is public. */
export async function findPublicTender(db: Database, id: number): Promise<TenderRow | undefined> {
  const [tender] = await db
    .select()
    .from(tenders)
    .where(and(publicTenderWhere, eq(tenders.id, id)));
  return tender;
}

/** The public tenders among `ids`, each with its tenderer's name (what the search index holds of them). */
export function publicTendersWithTenderer(db: Database, ids: number[]) {
  return db
    .select({ tender: tenders, tenderer: businesses.name })
    .from(tenders)
    .innerJoin(businesses, eq(businesses.id, tenders.tendererBusinessId))
    .where(and(inArray(tenders.id, ids), publicTenderWhere));
}

/** What a tender's public notice shows besides the tender: its clarifications in order, and which business each bidder is. */
export function publicDetailRows(db: Database, tenderId: number) {
  return Promise.all([
    db.select().from(tenderClarifications).where(eq(tenderClarifications.tenderId, tenderId)).orderBy(asc(tenderClarifications.id)),
    db.select({ id: tenderBidders.id, businessId: tenderBidders.businessId }).from(tenderBidders).where(eq(tenderBidders.tenderId, tenderId)),
  ]);
}
