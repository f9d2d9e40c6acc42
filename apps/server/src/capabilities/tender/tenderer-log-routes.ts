import { tenderDownloads } from "@cidp/api-client/contract";
import { TENDER_STATE_LABELS } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { downloadRoute, sendFile } from "../../http/download-route.ts";
import { activityLogCsv, activityLogPdf } from "../../platform/sealed-bidding/activity-log-files.ts";
import { refuse } from "../../runtime/refusal.ts";
import { tenderEventLog } from "./tender-event-log.ts";
import { findTender, namesOf } from "./tender-repository.ts";
import { type TenderRoutesOptions, tendererOf } from "./tenderer-context.ts";

/** The tenderer's 操作日志 of its own tender, as CSV and as PDF. */
export async function tendererLogRoutes(app: FastifyInstance, { db, now = () => new Date() }: TenderRoutesOptions) {
  async function ownTender(request: FastifyRequest, id: number) {
    const { businessId } = tendererOf(request);
    const tender = await findTender(db, id);
    // Another business's tender is answered as none at all: its existence is not the caller's to learn.
    if (tender?.tendererBusinessId !== businessId) throw refuse("not_found", "招标项目不存在");
    return tender;
  }

  downloadRoute(app, tenderDownloads.eventsCsv, async (request, reply, { id }) => {
    const tender = await ownTender(request, id);
    const body = activityLogCsv(await tenderEventLog(db, tender.id));
    return sendFile(reply, { type: "text/csv; charset=utf-8", name: `操作日志-${tender.tenderNo}.csv`, asciiName: `events-${tender.tenderNo}.csv`, body });
  });

  downloadRoute(app, tenderDownloads.eventsPdf, async (request, reply, { id }) => {
    const tender = await ownTender(request, id);
    const tenderer = (await namesOf(db, [tender.tendererBusinessId])).get(tender.tendererBusinessId) ?? "";
    const state = TENDER_STATE_LABELS[tender.state as keyof typeof TENDER_STATE_LABELS] ?? "";
    const heading = {
      title: "招标项目操作日志",
      facts: [`招标编号：${tender.tenderNo}    项目名称：${tender.title}`, `招标人：${tenderer}    状态：${state}`],
      generatedAt: now(),
    };
    const body = await activityLogPdf(heading, await tenderEventLog(db, tender.id));
    return sendFile(reply, { type: "application/pdf", name: `操作日志-${tender.tenderNo}.pdf`, asciiName: `events-${tender.tenderNo}.pdf`, body });
  });
}
