import { procurementCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { ownAttachments } from "../../platform/upload/own-attachments.ts";
import { amendSheet } from "./amendment-records.ts";
import { textAwardOutcome } from "./award-texts.ts";
import { buyerOf, buyerSummaryOf, deadlineOf, type ProcurementRoutesOptions } from "./buyer-context.ts";
import { awardSheet, closeSheet, extendSheetDeadline, startRound } from "./sheet-round-records.ts";

/** The buyer's moves once quotations are in: another round, the award, closing, and a 变更公告 that extends the deadline. */
export async function buyerRoundRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: ProcurementRoutesOptions) {
  contractRoute(app, procurementCalls.startRound, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const deadline = deadlineOf(request.body.deadline, "请选择本轮截止时间");
    const { id, shortlist, message, lineNos } = request.body;
    const sheet = await startRound(db, {
      sheetId: id,
      businessId,
      actor,
      now: now(),
      shortlist: new Set(shortlist),
      deadline,
      message,
      lineNos: lineNos ?? null,
    });
    return ok(await buyerSummaryOf(db, sheet));
  });

  contractRoute(app, procurementCalls.amend, async (request) => {
    const { auth, businessId, actor } = buyerOf(request);
    const { id, reason, header, lines, deadline, confirm, fileIds } = request.body;
    const attached = await ownAttachments(files, auth.member.id, fileIds, "变更附件");
    const amendment = {
      reason,
      header,
      lines,
      deadline: deadline === undefined ? null : deadlineOf(deadline, "请选择新的截止时间").getTime(),
      documents: attached.map((file) => file.fileName),
    };
    const outcome = await amendSheet(db, {
      sheetId: id,
      businessId,
      actor,
      memberId: auth.member.id,
      now: now(),
      amendment,
      confirm,
      fileIds: attached.map((file) => file.id),
    });
    const { plan } = outcome;
    return ok(
      {
        applied: outcome.applied,
        changes: [...plan.changes],
        substantive: plan.substantive,
        deadline: formatDateTime(new Date(plan.deadline)),
        pushedHours: Math.round((plan.pushedMs / 3_600_000) * 10) / 10,
        requoting: outcome.requoting,
      },
      outcome.applied ? "变更公告已发布，已通知供应商" : "请核对变更内容后确认发布",
    );
  });

  contractRoute(app, procurementCalls.award, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const { id, supplierBusinessId, reason } = request.body;
    const { awarded, told } = await awardSheet(db, { sheetId: id, businessId, actor, supplierBusinessId, reason });
    const suppliers = told.map((q) => ({ supplierBusinessId: q.supplierBusinessId, submittedBy: q.submittedBy }));
    await textAwardOutcome(db, { title: awarded.title, winnerBusinessId: supplierBusinessId, told: suppliers }, now()).catch((error: unknown) =>
      request.log.warn({ err: error, sheetId: id }, "award texts not queued"),
    );
    return ok(await buyerSummaryOf(db, awarded));
  });

  contractRoute(app, procurementCalls.close, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const { id, kind, reason } = request.body;
    return ok(await buyerSummaryOf(db, await closeSheet(db, { sheetId: id, businessId, actor, kind, reason })));
  });

  contractRoute(app, procurementCalls.extendDeadline, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const proposed = deadlineOf(request.body.deadline, "请选择新的截止时间");
    const sheet = await extendSheetDeadline(db, { sheetId: request.body.id, businessId, actor, now: now(), proposed, notice: request.body.notice });
    return ok(await buyerSummaryOf(db, sheet));
  });
}
