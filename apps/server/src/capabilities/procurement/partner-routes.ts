import { procurementCalls } from "@cidp/api-client/contract";
import { QUOTATION_STATE_LABELS, type QuotationState, type SheetState, sheetStateLabel } from "@cidp/domain";
import { and, count, desc, eq, inArray, ne, or } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { businesses } from "../../platform/member/schema.ts";
import { authOf } from "../../plugins/auth.ts";
import type { ProcurementRoutesOptions } from "./buyer-context.ts";
import { inquiryInvitations, inquiryQuotations, inquirySheets } from "./schema.ts";
import { supplierSheetSummary } from "./sheet-records.ts";

const WON: readonly string[] = ["won"];
const QUOTED: readonly string[] = ["submitted", "closed", "awaiting_round", "round_submitted", "not_shortlisted", "won", "lost"];

function businessIdOf(request: FastifyRequest): number {
  const auth = authOf(request);
  if (!auth.business) throw new HttpError(403, "请先选择企业");
  return auth.business.businessId;
}

/**
 * The other side of a sheet: a supplier's history with the buyer (for the buyer), and the buyer
 * with its other open public sheets (for a supplier on one of its sheets). Neither carries a price.
 */
export async function procurementPartnerRoutes(app: FastifyInstance, { db }: ProcurementRoutesOptions) {
  contractRoute(app, procurementCalls.supplierHistory, async (request) => {
    const buyerId = businessIdOf(request);
    const supplierId = request.query.id;
    const [supplier] = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.id, supplierId));
    if (!supplier) throw new HttpError(404, "供应商不存在");
    const [invited, quotations] = await Promise.all([
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
    const invitedIds = new Set(invited.map((row) => row.sheetId));
    const stateOf = new Map(quotations.map((row) => [row.sheetId, row.state]));
    const ids = [...new Set([...invitedIds, ...stateOf.keys()])];
    const sheets =
      ids.length === 0 ? [] : await db.select().from(inquirySheets).where(inArray(inquirySheets.id, ids)).orderBy(desc(inquirySheets.id)).limit(50);
    return ok({
      businessId: supplier.id,
      name: supplier.name,
      invited: invitedIds.size,
      quoted: quotations.filter((q) => QUOTED.includes(q.state)).length,
      won: quotations.filter((q) => WON.includes(q.state)).length,
      sheets: sheets.map((sheet) => {
        const state = stateOf.get(sheet.id);
        return {
          id: sheet.id,
          sheetNo: sheet.sheetNo,
          title: sheet.title,
          stateLabel: sheetStateLabel(sheet.state as SheetState, sheet.round),
          invited: invitedIds.has(sheet.id),
          supplierStateLabel: state ? (QUOTATION_STATE_LABELS[state as QuotationState] ?? state) : "待发布",
          deadline: formatDateTime(sheet.deadline),
        };
      }),
    });
  });

  contractRoute(app, procurementCalls.buyerOfSheet, async (request) => {
    const supplierId = businessIdOf(request);
    const [sheet] = await db.select().from(inquirySheets).where(eq(inquirySheets.id, request.query.id));
    // The supplier reaches the buyer through a sheet it takes part in, or an open public one.
    const [mine] = sheet
      ? await db
          .select({ id: inquiryQuotations.id })
          .from(inquiryQuotations)
          .where(and(eq(inquiryQuotations.sheetId, sheet.id), eq(inquiryQuotations.supplierBusinessId, supplierId)))
      : [];
    const reachable = sheet && sheet.buyerBusinessId !== supplierId && (mine || (sheet.mode === "public" && sheet.state === "quoting"));
    if (!sheet || !reachable) throw new HttpError(404, "询价单不存在或未向贵司开放");
    const [buyer] = await db.select({ id: businesses.id, name: businesses.name }).from(businesses).where(eq(businesses.id, sheet.buyerBusinessId));
    const open = await db
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
    const counts = await Promise.all(
      open.map(async (row) => (await db.select({ n: count() }).from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, row.id)))[0]?.n ?? 0),
    );
    return ok({
      businessId: sheet.buyerBusinessId,
      name: buyer?.name ?? "",
      sheetTitle: sheet.title,
      // 联系人 stays hidden from suppliers until the opening (../procurement.md).
      contact: sheet.openedRounds > 0 ? { name: sheet.contactName, phone: sheet.contactPhone } : null,
      openSheets: open.map((row, i) => supplierSheetSummary(row, { buyerName: buyer?.name ?? "", invitees: counts[i] ?? 0 })),
    });
  });
}
