import { procurementCalls, procurementDownloads } from "@cidp/api-client/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { downloadRoute, sendFile } from "../../http/download-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { ownAttachments } from "../../platform/upload/own-attachments.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { amendmentsOf } from "./amendment-records.ts";
import type { ProcurementRoutesOptions } from "./buyer-context.ts";
import { businessNamed } from "./partner-repository.ts";
import { type QuotationContent, quotationStateView } from "./quotation-records.ts";
import { openSheetPage, supplierQuotationPage } from "./quotation-repository.ts";
import { quoteTemplateWorkbook } from "./quote-template-workbook.ts";
import { quotationResourceIds, supplierFilesView } from "./sheet-documents.ts";
import { type SheetActor, type SheetRow, supplierSheetSummary } from "./sheet-records.ts";
import { linesOf, summaryFacts } from "./sheet-repository.ts";
import { reconfirmQuotation, respondToSheet, sheetToQuote, submitQuotation, viewSheetAsSupplier, withdrawQuotation } from "./supplier-quotation-records.ts";
import { myRankOf, roundLinesOf, supplierHeaderOf } from "./supplier-views.ts";

function supplierOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw refuse("permission", "请先选择企业");
  const businessId = auth.business.businessId;
  return { businessId, actor: { kind: "supplier", businessId, memberId: auth.member.id } as SheetActor };
}

/** The supplier's own copy of its latest round, of all the rounds sealed for it. */
const latestOf = (mine: Record<string, QuotationContent> | null) => (mine ? (mine[String(Math.max(...Object.keys(mine).map(Number)))] ?? null) : null);

/** The supplier's calls: invitations, public inquiries, responding, sealed quoting (by hand or from the 报价模板, with 报价附件) and withdrawing. */
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
    const scope = roundLinesOf(sheet);
    const quotingNow = sheet.state === "round_quoting" && quotation?.round === sheet.round;
    const mine = quotation?.sealedForAuthor
      ? (seal.openForAuthor(sheet.id, businessId, quotation.sealedForAuthor) as Record<string, QuotationContent> | null)
      : null;
    const latest = latestOf(mine);
    const state = quotationStateView(quotation?.state ?? "pending_response");
    const open = sheet.deadline > now() && (sheet.state === "quoting" || (sheet.state === "round_quoting" && quotation?.round === sheet.round));
    return ok({
      ...(await summaryOf(sheet)),
      header: supplierHeaderOf(sheet),
      // The buyer's contact is shown once the quotations are opened.
      contactName: sheet.openedRounds > 0 ? sheet.contactName : "",
      contactPhone: sheet.openedRounds > 0 ? sheet.contactPhone : "",
      // While a later round asks for some lines only, those are the lines to quote.
      lines: lines
        .filter((line) => !scope || !quotingNow || scope.includes(line.lineNo))
        .map(({ id: _id, sheetId: _sheetId, controlPriceFen: _c, infoPriceFen: _i, ...line }) => line),
      roundLineNos: quotingNow ? scope : null,
      myState: state.state,
      myStateLabel: state.stateLabel,
      myVersion: quotation?.version ?? 0,
      myQuotation: latest,
      myRank: await myRankOf(db, seal, sheet, lines, quotation),
      canQuote: open && !["declined", "not_shortlisted"].includes(state.state),
      ...(await supplierFilesView(db, sheet.id, quotation)),
      amendments: await amendmentsOf(db, sheet.id),
      mustReconfirm: quotation?.reconfirmSince != null && open,
    });
  });

  downloadRoute(app, procurementDownloads.quoteTemplateXlsx, async (request, reply, { id }) => {
    const { businessId } = supplierOf(request);
    const { sheet, quotation } = await sheetToQuote(db, { sheetId: id, businessId, now: now() });
    const mine = quotation?.sealedForAuthor
      ? (seal.openForAuthor(sheet.id, businessId, quotation.sealedForAuthor) as Record<string, QuotationContent> | null)
      : null;
    const workbook = await quoteTemplateWorkbook({
      sheetNo: sheet.sheetNo,
      title: sheet.title,
      round: sheet.round,
      deadline: formatDateTime(sheet.deadline),
      supplierName: (await businessNamed(db, businessId))?.name ?? "",
      // A round that asks for some lines only has only those in its template.
      lines: (await linesOf(db, sheet.id)).filter((line) => roundLinesOf(sheet)?.includes(line.lineNo) ?? true),
      // A revision, or the next round, starts from the supplier's own latest prices.
      offers: latestOf(mine)?.lines ?? [],
    });
    return sendFile(reply, {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      name: `报价模板-${sheet.sheetNo}-第${sheet.round}轮.xlsx`,
      asciiName: `quote-template-${sheet.sheetNo}-round-${sheet.round}.xlsx`,
      body: workbook,
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

  contractRoute(app, procurementCalls.reconfirmQuotation, async (request) => {
    const { businessId, actor } = supplierOf(request);
    const at = now();
    const row = await reconfirmQuotation(db, seal, { sheetId: request.body.id, businessId, now: at, actor });
    return ok(
      { ...quotationStateView(row.state), version: row.version, submitTime: formatDateTime(row.submittedAt ?? at) },
      "已确认变更，报价已按变更后的物料重新提交",
    );
  });

  contractRoute(app, procurementCalls.withdrawQuotation, async (request) => {
    const { businessId, actor } = supplierOf(request);
    const row = await withdrawQuotation(db, { sheetId: request.body.id, businessId, now: now(), actor });
    return ok(quotationStateView(row.state));
  });
}
