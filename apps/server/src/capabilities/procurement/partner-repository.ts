import { and, count, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses, members, memberships } from "../../platform/member/schema.ts";
import { inquiryInvitations, inquiryQuotations, inquirySheets } from "./schema.ts";
import type { SheetRow } from "./sheet-records.ts";

/** The queries behind the other side of a sheet: a supplier's history with a buyer, a buyer's other open sheets. */

export async function businessNamed(db: Database, id: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.id, id));
  return row;
}

/** The administrators' phones of these businesses (who is texted besides the business's notice). */
export function adminPhonesOf(db: Database, businessIds: readonly number[]) {
  return db
    .select({ businessId: memberships.businessId, phone: members.phone })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(and(inArray(memberships.businessId, [...businessIds]), eq(memberships.role, "admin")));
}

/** The buyer's sheets a supplier was invited to, and its quotations' states on the buyer's sheets. */
export function supplierDealingsWith(db: Database, supplierId: number, buyerId: number) {
  return Promise.all([
    db
      .select({ sheetId: inquiryInvitations.sheetId })
      .from(inquiryInvitations)
      .innerJoin(inquirySheets, eq(inquirySheets.id, inquiryInvitations.sheetId))
      .where(and(eq(inquiryInvitations.supplierBusinessId, supplierId), eq(inquirySheets.buyerBusinessId, buyerId))),
    db
      .select({ sheetId: inquiryQuotations.sheetId, state: inquiryQuotations.state })
      .from(inquiryQuotations)
      .innerJoin(inquirySheets, eq(inquirySheets.id, inquiryQuotations.sheetId))
      .where(and(eq(inquiryQuotations.supplierBusinessId, supplierId), eq(inquirySheets.buyerBusinessId, buyerId))),
  ]);
}

/** These sheets, newest first (at most 50). */
export async function sheetsByIds(db: Database, ids: readonly number[]): Promise<SheetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(inquirySheets)
    .where(inArray(inquirySheets.id, [...ids]))
    .orderBy(desc(inquirySheets.id))
    .limit(50);
}

/** The buyer's other sheets open for quotations that this supplier may see (public, or ones it quotes on), newest first, with their invitee counts. */
export async function otherOpenSheets(db: Database, sheet: SheetRow, supplierId: number) {
  const rows = await db
    .select()
    .from(inquirySheets)
    .where(
      and(
        eq(inquirySheets.buyerBusinessId, sheet.buyerBusinessId),
        ne(inquirySheets.id, sheet.id),
        eq(inquirySheets.state, "quoting"),
        or(
          eq(inquirySheets.mode, "public"),
          inArray(
            inquirySheets.id,
            db.select({ id: inquiryQuotations.sheetId }).from(inquiryQuotations).where(eq(inquiryQuotations.supplierBusinessId, supplierId)),
          ),
        ),
      ),
    )
    .orderBy(desc(inquirySheets.id))
    .limit(10);
  const invitees = await Promise.all(
    rows.map(async (row) => (await db.select({ n: count() }).from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, row.id)))[0]?.n ?? 0),
  );
  return rows.map((row, i) => ({ row, invitees: invitees[i] ?? 0 }));
}
