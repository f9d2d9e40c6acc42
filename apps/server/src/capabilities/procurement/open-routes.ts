import { openApiCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { openAppOf } from "../../platform/open-platform/open-guard.ts";
import { buyerSummaryOf } from "./buyer-context.ts";
import { quotationStateView } from "./quotation-records.ts";
import { supplierQuotationPage } from "./quotation-repository.ts";
import { buyerSheetPage } from "./sheet-repository.ts";

/**
 * The open API's procurement reads (scope `procurement:read`): the app's own business's inquiry
 * sheets as their buyer, and its quotations as a supplier. Progress only: no sealed price, no other
 * supplier's standing, no other business's sheet.
 */
export async function openProcurementRoutes(app: FastifyInstance, { db }: { db: Database }) {
  contractRoute(app, openApiCalls.inquirySheets, async (request) => {
    const { businessId } = openAppOf(request).app;
    const { current, size, state } = request.query;
    const { rows, total } = await buyerSheetPage(db, businessId, { current, size, state });
    const records = await Promise.all(
      rows.map(async (row) => {
        const summary = await buyerSummaryOf(db, row);
        return {
          id: summary.id,
          sheetNo: summary.sheetNo,
          title: summary.title,
          category: summary.category,
          state: summary.state,
          stateLabel: summary.stateLabel,
          round: summary.round,
          deadline: summary.deadline,
          quotations: summary.quotations,
          createTime: summary.createTime,
        };
      }),
    );
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, openApiCalls.quotations, async (request) => {
    const { businessId } = openAppOf(request).app;
    const { current, size } = request.query;
    const { rows, total } = await supplierQuotationPage(db, businessId, { current, size });
    const records = rows.map(({ sheet, q }) => ({
      sheetId: sheet.id,
      sheetNo: sheet.sheetNo,
      title: sheet.title,
      ...quotationStateView(q.state),
      version: q.version,
      submitTime: q.submittedAt ? formatDateTime(q.submittedAt) : null,
    }));
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });
}
