import { procurementCalls } from "@cidp/api-client/contract";
import { QUOTATION_STATE_LABELS, type QuotationState, type SheetState, sheetStateLabel } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { ProcurementRoutesOptions } from "./buyer-context.ts";
import { businessNamed, otherOpenSheets, sheetsByIds, supplierDealingsWith } from "./partner-repository.ts";
import { findSheet, quotationOfSupplier } from "./quotation-repository.ts";
import { supplierSheetSummary } from "./sheet-records.ts";

const WON: readonly string[] = ["won"];
const QUOTED: readonly string[] = ["submitted", "closed", "awaiting_round", "round_submitted", "not_shortlisted", "won", "lost"];

function businessIdOf(request: FastifyRequest): number {
  const auth = authOf(request);
  if (!auth.business) throw refuse("permission", "请先选择企业");
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
    const supplier = await businessNamed(db, supplierId);
    if (!supplier) throw refuse("not_found", "供应商不存在");
    const [invited, quotations] = await supplierDealingsWith(db, supplierId, buyerId);
    const invitedIds = new Set(invited.map((row) => row.sheetId));
    const stateOf = new Map(quotations.map((row) => [row.sheetId, row.state]));
    const ids = [...new Set([...invitedIds, ...stateOf.keys()])];
    const sheets = await sheetsByIds(db, ids);
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
    const sheet = await findSheet(db, request.query.id);
    // The supplier reaches the buyer through a sheet it takes part in, or an open public one.
    const mine = sheet ? (await quotationOfSupplier(db, sheet.id, supplierId)) !== undefined : false;
    const reachable = sheet && sheet.buyerBusinessId !== supplierId && (mine || (sheet.mode === "public" && sheet.state === "quoting"));
    if (!sheet || !reachable) throw refuse("not_found", "询价单不存在或未向贵司开放");
    const [buyer, open] = await Promise.all([businessNamed(db, sheet.buyerBusinessId), otherOpenSheets(db, sheet, supplierId)]);
    return ok({
      businessId: sheet.buyerBusinessId,
      name: buyer?.name ?? "",
      sheetTitle: sheet.title,
      // 联系人 stays hidden from suppliers until the opening (../procurement.md).
      contact: sheet.openedRounds > 0 ? { name: sheet.contactName, phone: sheet.contactPhone } : null,
      openSheets: open.map(({ row, invitees }) => supplierSheetSummary(row, { buyerName: buyer?.name ?? "", invitees })),
    });
  });
}
