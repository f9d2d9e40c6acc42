import { procurementCalls } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { ownAttachments } from "../../platform/upload/own-attachments.ts";
import { authOf } from "../../plugins/auth.ts";
import type { ProcurementRoutesOptions } from "./buyer-context.ts";
import { type QuotationContent, quotationStateView } from "./quotation-records.ts";
import { openSheetPage, supplierQuotationPage } from "./quotation-repository.ts";
import { quotationResourceIds, supplierFilesView } from "./sheet-documents.ts";
import { type SheetActor, type SheetRow, supplierSheetSummary } from "./sheet-records.ts";
import { linesOf, summaryFacts } from "./sheet-repository.ts";
import { respondToSheet, submitQuotation, viewSheetAsSupplier, withdrawQuotation } from "./supplier-quotation-records.ts";
import { myRankOf, supplierHeaderOf } from "./supplier-views.ts";

function supplierOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw new HttpError(403, "请先选择企业");
  const businessId = auth.business.businessId;
  return { businessId, actor: { kind: "supplier", businessId, memberId: auth.member.id } as SheetActor };
}

/** The supplier's calls: invitations, public inquiries, responding, sealed quoting and withdrawing. */
export async function supplierProcurementRoutes(app: FastifyInstance, { db, seal, files, now = () => new Date() }: ProcurementRoutesOptions) {
  const summaryOf = async (row: SheetRow) => supplierSheetSummary(row, await summaryFacts(db, row));

  contractRoute(app, procurementCalls.supplierList, async (request) => {
    const { businessId } = supplierOf(request);
    const { current, size, state } = request.query;
    const { rows, total } = await supplierQuotationPage(db, businessId, { current, size, state });
    const records = await Promise.all(
      rows.map(async ({ sheet, q }) => {
        const view = quotationStateView(q.state);
        return { ...(await summaryOf(sheet)), myState: view.state, myStateLabel: view.stateLabel };
      }),
    );
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, procurementCalls.openList, async (request) => {
    const { current, size, category } = request.query;
    const { rows, total } = await openSheetPage(db, { current, size, category });
    return ok({ records: await Promise.all(rows.map(summaryOf)), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, procurementCalls.supplierDetail, async (request) => {
    const { businessId, actor } = supplierOf(request);
    const { sheet, quotation } = await viewSheetAsSupplier(db, { sheetId: request.query.id, businessId, now: now(), actor });
    const lines = await linesOf(db, sheet.id);
    const mine = quotation?.sealedForAuthor
      ? (seal.openForAuthor(sheet.id, businessId, quotation.sealedForAuthor) as Record<string, QuotationContent> | null)
      : null;
    const latest = mine ? (mine[String(Math.max(...Object.keys(mine).map(Number)))] ?? null) : null;
    const state = quotationStateView(quotation?.state ?? "pending_response");
    const open = sheet.deadline > now() && (sheet.state === "quoting" || (sheet.state === "round_quoting" && quotation?.round === sheet.round));
    return ok({
      ...(await summaryOf(sheet)),
      header: supplierHeaderOf(sheet),
      // The buyer's contact is shown once the quotations are opened.
      contactName: sheet.openedRounds > 0 ? sheet.contactName : "",
      contactPhone: sheet.openedRounds > 0 ? sheet.contactPhone : "",
      lines: lines.map(({ id: _id, sheetId: _sheetId, controlPriceFen: _c, infoPriceFen: _i, ...line }) => line),
      myState: state.state,
      myStateLabel: state.stateLabel,
      myVersion: quotation?.version ?? 0,
      myQuotation: latest,
      myRank: await myRankOf(db, seal, sheet, lines, quotation),
      canQuote: open && !["declined", "not_shortlisted"].includes(state.state),
      ...(await supplierFilesView(db, sheet.id, quotation)),
    });
  });

  contractRoute(app, procurementCalls.respond, async (request) => {
    const { businessId, actor } = supplierOf(request);
    const { participate, reason } = request.body;
    const row = await respondToSheet(db, { sheetId: request.body.id, businessId, now: now(), actor, participate, reason });
    return ok(quotationStateView(row.state));
  });

  contractRoute(app, procurementCalls.submitQuotation, async (request) => {
    const { businessId, actor } = supplierOf(request);
    const { id, lines, freightFen, validUntil, acceptPaymentTerms, remark, fileIds } = request.body;
    const at = now();
    const submission = { lines, freightFen, validUntil, acceptPaymentTerms, remark };
    // 报价附件: the member's own uploads, or files this business already sent with the sheet's quotation.
    const held = await quotationResourceIds(db, id, businessId);
    const attached = await ownAttachments(
      files,
      actor.memberId ?? 0,
      fileIds.filter((fileId) => !held.has(fileId)),
      "报价附件",
    );
    const fileSet = [...new Set([...fileIds.filter((fileId) => held.has(fileId)), ...attached.map((file) => file.id)])];
    const row = await submitQuotation(db, seal, { sheetId: id, businessId, now: at, actor, submission, fileIds: fileSet });
    return ok({ ...quotationStateView(row.state), version: row.version, submitTime: formatDateTime(row.submittedAt ?? at) });
  });

  contractRoute(app, procurementCalls.withdrawQuotation, async (request) => {
    const { businessId, actor } = supplierOf(request);
    const row = await withdrawQuotation(db, { sheetId: request.body.id, businessId, now: now(), actor });
    return ok(quotationStateView(row.state));
  });
}
