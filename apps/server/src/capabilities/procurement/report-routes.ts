import { procurementDownloads } from "@cidp/api-client/contract";
import { type SheetState, sheetStateLabel } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { downloadRoute, sendFile } from "../../http/download-route.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { activityLogCsv, activityLogPdf } from "../../platform/sealed-bidding/activity-log-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { amendmentsOf } from "./amendment-records.ts";
import type { ProcurementRoutesOptions } from "./buyer-context.ts";
import { renderComparisonReport } from "./comparison-report.ts";
import { roundComparisons } from "./comparison-rounds.ts";
import { sheetEventLog } from "./event-log.ts";
import { linesWorkbook } from "./lines-workbook.ts";
import { businessNamed } from "./partner-repository.ts";
import { findOwnSheet, linesOf } from "./sheet-repository.ts";

/** The buyer's files of a sheet: the 比价/成交报告 PDF (after opening), the 物料清单 workbook and the 操作日志 as CSV and PDF. */
export async function procurementReportRoutes(app: FastifyInstance, { db, seal, now = () => new Date() }: ProcurementRoutesOptions) {
  async function ownSheet(request: FastifyRequest, id: number) {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", "请先选择企业");
    const sheet = await findOwnSheet(db, id, auth.business.businessId);
    if (!sheet) throw refuse("not_found", "询价单不存在");
    const lines = await linesOf(db, sheet.id);
    return { sheet, lines };
  }

  downloadRoute(app, procurementDownloads.reportPdf, async (request, reply, { id }) => {
    const { sheet, lines } = await ownSheet(request, id);
    if (sheet.openedRounds === 0) throw new HttpError(409, "报价截止前，任何人都不能查看报价");
    const rounds = await roundComparisons(db, seal, sheet);
    const buyer = await businessNamed(db, sheet.buyerBusinessId);
    const winner = sheet.awardedBusinessId ? rounds.at(-1)?.standings.find((s) => s.supplierBusinessId === sheet.awardedBusinessId) : undefined;
    const pdf = await renderComparisonReport({
      sheetNo: sheet.sheetNo,
      title: sheet.title,
      buyerName: buyer?.name ?? "",
      category: sheet.category,
      deadline: formatDateTime(sheet.deadline),
      amendments: await amendmentsOf(db, sheet.id),
      stateLabel: sheetStateLabel(sheet.state as SheetState, sheet.round),
      lines,
      rounds,
      award: winner ? { supplierName: winner.supplierName, reason: sheet.closingReason } : null,
      generatedAt: formatDateTime(now()),
    });
    const name = `${winner ? "成交报告" : "比价报告"}-${sheet.sheetNo}.pdf`;
    return sendFile(reply, { type: "application/pdf", name, asciiName: `report-${sheet.sheetNo}.pdf`, body: pdf });
  });

  downloadRoute(app, procurementDownloads.linesXlsx, async (request, reply, { id }) => {
    const { sheet, lines } = await ownSheet(request, id);
    const latest = sheet.openedRounds > 0 ? (await roundComparisons(db, seal, sheet)).at(-1) : undefined;
    const workbook = await linesWorkbook(
      sheet.title,
      lines,
      latest
        ? {
            suppliers: latest.standings.map((s) => ({ id: s.supplierBusinessId, name: s.supplierName })),
            offerOf: (lineNo, supplierId) => latest.lines.find((l) => l.lineNo === lineNo)?.offers.find((o) => o.supplierBusinessId === supplierId) ?? null,
          }
        : null,
      await amendmentsOf(db, sheet.id),
    );
    return sendFile(reply, {
      type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      name: `物料清单-${sheet.sheetNo}.xlsx`,
      asciiName: `lines-${sheet.sheetNo}.xlsx`,
      body: workbook,
    });
  });

  downloadRoute(app, procurementDownloads.eventsCsv, async (request, reply, { id }) => {
    const { sheet } = await ownSheet(request, id);
    return sendFile(reply, {
      type: "text/csv; charset=utf-8",
      name: `操作日志-${sheet.sheetNo}.csv`,
      asciiName: `events-${sheet.sheetNo}.csv`,
      body: activityLogCsv(await sheetEventLog(db, sheet.id)),
    });
  });

  downloadRoute(app, procurementDownloads.eventsPdf, async (request, reply, { id }) => {
    const { sheet } = await ownSheet(request, id);
    const buyer = await businessNamed(db, sheet.buyerBusinessId);
    const heading = {
      title: "询价单操作日志",
      facts: [
        `询价单号：${sheet.sheetNo}    标题：${sheet.title}`,
        `采购方：${buyer?.name ?? ""}    状态：${sheetStateLabel(sheet.state as SheetState, sheet.round)}`,
      ],
      generatedAt: now(),
    };
    return sendFile(reply, {
      type: "application/pdf",
      name: `操作日志-${sheet.sheetNo}.pdf`,
      asciiName: `events-${sheet.sheetNo}.pdf`,
      body: await activityLogPdf(heading, await sheetEventLog(db, sheet.id)),
    });
  });
}
