import { lookAheadCap } from "@cidp/domain";
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordMatch } from "../../db/keyword-match.ts";
import { keywordOffsetPage } from "../../db/keyword-page.ts";
import { containsPattern } from "../../db/like.ts";
import { boundedPage, offsetPage } from "../../db/paging.ts";
import { rowWithId } from "../../db/row-with-id.ts";
import { companyProfiles } from "../../platform/company/schema.ts";
import { businesses } from "../../platform/member/schema.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { inquiryEvents, inquiryExternalInvitations, inquiryInvitations, inquiryLines, inquiryQuotations, inquirySheets } from "./schema.ts";
import type { SheetRow } from "./sheet-records.ts";

/** The buyer's queries on its sheets: the handlers authorise, ask the domain, and shape views. */

export type SheetValues = typeof inquirySheets.$inferInsert;
export type LineValues = Omit<typeof inquiryLines.$inferInsert, "sheetId" | "lineNo">;

/** The buyer's name and the count of invited suppliers, for a sheet's summary. */
export async function summaryFacts(db: Database, row: SheetRow): Promise<{ buyerName: string; invitees: number }> {
  const [[buyer], [invited]] = await Promise.all([
    db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, row.buyerBusinessId)),
    db.select({ n: count() }).from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, row.id)),
  ]);
  return { buyerName: buyer?.name ?? "", invitees: invited?.n ?? 0 };
}

export async function insertSheet(tx: Database, values: SheetValues): Promise<SheetRow> {
  const [row] = await tx.insert(inquirySheets).values(values).returning();
  if (!row) throw new Error("sheet insert returned nothing");
  return row;
}

export async function updateSheet(tx: Database, id: number, values: Partial<SheetValues>): Promise<SheetRow> {
  const [row] = await tx
    .update(inquirySheets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(inquirySheets.id, id))
    .returning();
  if (!row) throw new Error("sheet update returned nothing");
  return row;
}

/** A draft's lines, numbered from 1 in the order given (replacing any it had). */
export async function replaceLines(tx: Database, sheetId: number, lines: readonly LineValues[]): Promise<void> {
  await tx.delete(inquiryLines).where(eq(inquiryLines.sheetId, sheetId));
  await tx.insert(inquiryLines).values(lines.map((line, index) => ({ ...line, sheetId, lineNo: index + 1 })));
}

export function linesOf(db: Database, sheetId: number) {
  return db.select().from(inquiryLines).where(eq(inquiryLines.sheetId, sheetId)).orderBy(asc(inquiryLines.lineNo));
}

/** The sheet if it is this buyer's (unlocked, for reading). */
export async function findOwnSheet(db: Database, id: number, businessId: number): Promise<SheetRow | undefined> {
  return rowWithId(db, inquirySheets, id, eq(inquirySheets.buyerBusinessId, businessId));
}

/**
 * A page of a buyer's sheets (of one state tab or all), newest first, over the (buyer, state, id)
 * and (buyer, id) indexes, with the total capped and the depth bounded as every list's (paging.ts).
 */
export async function buyerSheetPage(db: Database, businessId: number, { current, size, state }: { current: number; size: number; state?: string }) {
  const where = and(eq(inquirySheets.buyerBusinessId, businessId), state ? eq(inquirySheets.state, state) : undefined);
  const { rows, total } = await boundedPage(db, inquirySheets, where, [desc(inquirySheets.id)], current, size);
  return { rows, total };
}

/** The businesses invited to a sheet. */
export async function invitedSupplierIds(tx: Database, sheetId: number): Promise<number[]> {
  const rows = await tx.select({ id: inquiryInvitations.supplierBusinessId }).from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, sheetId));
  return rows.map((r) => r.id);
}

/** How many of these business ids exist. */
export async function countBusinesses(tx: Database, ids: readonly number[]): Promise<number> {
  return (
    await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(inArray(businesses.id, [...ids]))
  ).length;
}

/** Invites suppliers to a sheet; the ones already invited are left as they are. Returns the newly invited. */
export async function addInvitations(tx: Database, sheetId: number, supplierBusinessIds: readonly number[]): Promise<number[]> {
  const added = await tx
    .insert(inquiryInvitations)
    .values(supplierBusinessIds.map((supplierBusinessId) => ({ sheetId, supplierBusinessId })))
    .onConflictDoNothing()
    .returning({ id: inquiryInvitations.supplierBusinessId });
  return added.map((a) => a.id);
}

/** A sheet's quotations with their suppliers' names, in the order they came. */
export function quotationsWithNames(db: Database, sheetId: number) {
  return db
    .select({ q: inquiryQuotations, name: businesses.name })
    .from(inquiryQuotations)
    .innerJoin(businesses, eq(businesses.id, inquiryQuotations.supplierBusinessId))
    .where(eq(inquiryQuotations.sheetId, sheetId))
    .orderBy(asc(inquiryQuotations.id));
}

/** Everything the buyer's detail view shows besides the sheet itself. */
export function buyerDetailRows(db: Database, sheetId: number) {
  return Promise.all([
    linesOf(db, sheetId),
    quotationsWithNames(db, sheetId),
    db
      .select({ invitation: inquiryInvitations, name: businesses.name })
      .from(inquiryInvitations)
      .innerJoin(businesses, eq(businesses.id, inquiryInvitations.supplierBusinessId))
      .where(eq(inquiryInvitations.sheetId, sheetId)),
    db.select().from(inquiryEvents).where(eq(inquiryEvents.sheetId, sheetId)).orderBy(asc(inquiryEvents.id)),
    db
      .select()
      .from(inquiryExternalInvitations)
      .where(and(eq(inquiryExternalInvitations.sheetId, sheetId), isNull(inquiryExternalInvitations.claimedAt)))
      .orderBy(asc(inquiryExternalInvitations.id)),
  ]);
}

export function quotationsOf(tx: Database, sheetId: number) {
  return tx.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, sheetId));
}

/** A sheet's invitations of suppliers on the platform, with each one's steps. */
export function invitationsOf(tx: Database, sheetId: number) {
  return tx.select().from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, sheetId));
}

/** What the competition warnings count: the sheet's invitees, and its quotations' states and rounds. */
export async function competitionCounts(db: Database, sheetId: number) {
  const [[invited], quotations] = await Promise.all([
    db.select({ n: count() }).from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, sheetId)),
    db.select({ state: inquiryQuotations.state, round: inquiryQuotations.round }).from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, sheetId)),
  ]);
  return { invitees: invited?.n ?? 0, quotations };
}

/** What a sheet's 操作日志 is made of: its events in time order, and its invitations' steps. */
export function sheetLogRows(db: Database, sheetId: number) {
  return Promise.all([
    db.select().from(inquiryEvents).where(eq(inquiryEvents.sheetId, sheetId)).orderBy(asc(inquiryEvents.at), asc(inquiryEvents.id)),
    invitationsOf(db, sheetId),
  ]);
}

/** A shortlisted quotation moves on to the new round. */
export async function setQuotationRound(tx: Database, quotationId: number, round: number): Promise<void> {
  await tx.update(inquiryQuotations).set({ round }).where(eq(inquiryQuotations.id, quotationId));
}

/** The same notice to every supplier with a quotation on the sheet. */
export async function noticeToSuppliers(
  tx: Database,
  quotations: readonly { supplierBusinessId: number }[],
  notice: { title: string; content: string; jumpUrl: string },
): Promise<void> {
  for (const q of quotations) await noticeToBusiness(tx, q.supplierBusinessId, notice);
}

/** The supplier pool the buyer invites from: every other business, filtered, certified first. */
export async function supplierPoolPage(
  db: Database,
  businessId: number,
  {
    current,
    size,
    keyword,
    industry,
    region,
    certifiedOnly,
  }: { current: number; size: number; keyword?: string; industry?: string; region?: string; certifiedOnly?: boolean },
) {
  const filters = and(
    ne(businesses.id, businessId),
    industry ? eq(companyProfiles.industry, industry) : undefined,
    certifiedOnly ? eq(businesses.certificationState, "certified") : undefined,
  );
  const columns = {
    businessId: businesses.id,
    name: businesses.name,
    companyType: businesses.companyType,
    state: businesses.certificationState,
    industry: companyProfiles.industry,
    region: companyProfiles.region,
  };
  // Certified suppliers first: they may be invited to take part at once. The expression is
  // business_supplier_pool_idx's, so a page is the start of that index's range;
  // the count looks ten pages ahead (paging.ts).
  const order = [sql`(${businesses.certificationState} <> 'certified')`, asc(businesses.id)];
  const pool = (where: SQL | undefined) =>
    db.select(columns).from(businesses).leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id)).where(where);
  const where = and(filters, keyword ? keywordMatch(keyword, businesses.name) : undefined, region ? keywordMatch(region, companyProfiles.region) : undefined);
  const indexed = {
    readPage: (limit: number, offset: number) =>
      pool(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    matching: db.select({ one: sql`1` }).from(businesses).leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id)).where(where),
  };
  const countCap = lookAheadCap(current, size);
  if (!keyword && !region) return offsetPage(db, current, size, indexed.readPage, indexed.matching, countCap);
  // A name or region word: a common one is found among the first suppliers in order (keyword-page.ts).
  const walk = (walkLimit: number, matchLimit: number) => {
    const walked = pool(filters)
      .orderBy(...order)
      .limit(walkLimit)
      .as("walked");
    return db
      .select()
      .from(walked)
      .where(and(keyword ? ilike(walked.name, containsPattern(keyword)) : undefined, region ? ilike(walked.region, containsPattern(region)) : undefined))
      .limit(matchLimit);
  };
  return keywordOffsetPage(db, current, size, countCap, walk, indexed);
}
