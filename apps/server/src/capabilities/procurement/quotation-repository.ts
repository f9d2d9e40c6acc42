import { lookAheadCap } from "@cidp/domain";
import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { newestWithParentPage } from "../../db/newest-with-parent.ts";
import { boundedPage } from "../../db/paging.ts";
import { businesses } from "../../platform/member/schema.ts";
import type { QuotationRow } from "./quotation-records.ts";
import { inquiryInvitations, inquiryLines, inquiryQuotations, inquirySheets } from "./schema.ts";
import type { SheetRow } from "./sheet-records.ts";

/** The suppliers' queries: their quotations, invitations, and the sheets open to them. */

export async function findSheet(db: Database, id: number): Promise<SheetRow | undefined> {
  const [row] = await db.select().from(inquirySheets).where(eq(inquirySheets.id, id));
  return row;
}

/** This supplier's quotation on a sheet, or undefined before it answers. */
export async function quotationOfSupplier(db: Database, sheetId: number, supplierBusinessId: number): Promise<QuotationRow | undefined> {
  const [row] = await db
    .select()
    .from(inquiryQuotations)
    .where(and(eq(inquiryQuotations.sheetId, sheetId), eq(inquiryQuotations.supplierBusinessId, supplierBusinessId)));
  return row;
}

export async function insertQuotation(tx: Database, sheetId: number, supplierBusinessId: number): Promise<QuotationRow> {
  const [row] = await tx.insert(inquiryQuotations).values({ sheetId, supplierBusinessId }).returning();
  if (!row) throw new Error("quotation insert returned nothing");
  return row;
}

/** Quotation rows for the invitees of a sheet going out (those that have one keep it). */
export async function openQuotationRows(tx: Database, sheetId: number, supplierIds: readonly number[]): Promise<void> {
  await tx
    .insert(inquiryQuotations)
    .values(supplierIds.map((supplierBusinessId) => ({ sheetId, supplierBusinessId })))
    .onConflictDoNothing();
}

/** How many of a sheet's quotations are in `state` (the valid ones of a round). */
export async function countQuotationsIn(tx: Database, sheetId: number, state: string): Promise<number> {
  return tx.$count(inquiryQuotations, and(eq(inquiryQuotations.sheetId, sheetId), eq(inquiryQuotations.state, state)));
}

/** This supplier's invitation to a sheet, if it was invited. */
export async function invitationOf(tx: Database, sheetId: number, supplierBusinessId: number) {
  const [row] = await tx
    .select()
    .from(inquiryInvitations)
    .where(and(eq(inquiryInvitations.sheetId, sheetId), eq(inquiryInvitations.supplierBusinessId, supplierBusinessId)));
  return row;
}

export async function updateInvitation(tx: Database, id: number, values: Partial<typeof inquiryInvitations.$inferInsert>): Promise<void> {
  await tx.update(inquiryInvitations).set(values).where(eq(inquiryInvitations.id, id));
}

/**
 * A page of the sheets this supplier has a quotation on (optionally in one state), newest first,
 * over the (supplier, state, id) and (supplier, id) indexes, with the total capped and the depth
 * bounded as every list's (paging.ts).
 */
export async function supplierQuotationPage(db: Database, businessId: number, { current, size, state }: { current: number; size: number; state?: string }) {
  const where = and(eq(inquiryQuotations.supplierBusinessId, businessId), state ? eq(inquiryQuotations.state, state) : undefined);
  return newestWithParentPage(
    db,
    { child: { q: inquiryQuotations }, parent: { sheet: inquirySheets }, parentKey: inquiryQuotations.sheetId, where },
    { current, size },
  );
}

/**
 * The sheets any certified supplier of the category may quote: 公开 and in the first round's 报价中.
 * 邀请 sheets stay among their invitees; later rounds only among the shortlisted.
 */
export const openPublicSheetWhere: SQL = and(eq(inquirySheets.mode, "public"), eq(inquirySheets.state, "quoting")) ?? sql`false`;

/** A page of the public sheets open for quotations, the nearest deadline first, with the total. */
export async function openSheetPage(db: Database, { current, size, category }: { current: number; size: number; category?: string }) {
  const where = and(openPublicSheetWhere, category ? eq(inquirySheets.category, category) : undefined);
  // inquiry_sheet_open_idx / _category_idx hold the list in this order; the count looks ten pages ahead (paging.ts).
  const { rows, total } = await boundedPage(
    db,
    inquirySheets,
    where,
    [asc(inquirySheets.deadline), asc(inquirySheets.id)],
    current,
    size,
    lookAheadCap(current, size),
  );
  return { rows, total };
}

/** The open public sheets among `ids`, each with its buyer's name and its lines' names in order (what the search index holds of them). */
export async function openPublicSheetsAmong(db: Database, ids: number[]) {
  const sheets = await db
    .select({ sheet: inquirySheets, buyer: businesses.name })
    .from(inquirySheets)
    .innerJoin(businesses, eq(businesses.id, inquirySheets.buyerBusinessId))
    .where(and(inArray(inquirySheets.id, ids), openPublicSheetWhere));
  if (sheets.length === 0) return [];
  // Names only: a line's 控制价 and 信息价 are the buyer's and never leave it.
  const lines = await db
    .select({ sheetId: inquiryLines.sheetId, name: inquiryLines.name })
    .from(inquiryLines)
    .where(
      inArray(
        inquiryLines.sheetId,
        sheets.map(({ sheet }) => sheet.id),
      ),
    )
    .orderBy(asc(inquiryLines.sheetId), asc(inquiryLines.lineNo));
  return sheets.map(({ sheet, buyer }) => ({ sheet, buyer, lineNames: lines.filter((line) => line.sheetId === sheet.id).map((line) => line.name) }));
}
