import { procurementCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { ownAttachments } from "../../platform/upload/own-attachments.ts";
import { buyerOf, buyerSummaryOf, deadlineOf, type ProcurementRoutesOptions } from "./buyer-context.ts";
import { sheetWarnings } from "./invitations.ts";
import { heldResourceIds } from "./sheet-documents.ts";
import { approveSheet, publishSheet, rejectSheet, saveDraftSheet } from "./sheet-publishing-records.ts";
import type { SheetRow } from "./sheet-records.ts";

/** The buyer's drafts and their way out: publishing at once, or through 内部审批 (approve, send back). */
export async function buyerDraftRoutes(app: FastifyInstance, { db, seal, files, now = () => new Date() }: ProcurementRoutesOptions) {
  const viewOf = async (sheet: SheetRow) => ({ ...(await buyerSummaryOf(db, sheet)), warnings: await sheetWarnings(db, sheet) });

  contractRoute(app, procurementCalls.saveDraft, async (request) => {
    const { auth, businessId } = buyerOf(request);
    const { id, lines, deadline, deliveryAddressId, documentFileIds, ...typed } = request.body;
    const header = { ...typed, deadline: deadlineOf(deadline, "请选择报价截止时间") };
    // Files the draft already holds may be a colleague's uploads; new ones must be the caller's own.
    const held = id ? await heldResourceIds(db, { sheetId: id, quotationId: null, round: 0 }) : new Set<number>();
    await ownAttachments(
      files,
      auth.member.id,
      documentFileIds.filter((fileId) => !held.has(fileId)),
      "询价附件",
    );
    const documentIds = [...new Set(documentFileIds)];
    const row = await saveDraftSheet(db, seal, { id, businessId, memberId: auth.member.id, header, deliveryAddressId, lines, documentIds, now: now() });
    return ok(await buyerSummaryOf(db, row));
  });

  contractRoute(app, procurementCalls.publish, async (request) => {
    const { auth, businessId, actor } = buyerOf(request);
    // A member who may approve (审批人, the administrator) publishes directly: approving their own sheet adds nothing.
    const mayApprove = (await app.permissionGuard.accessOf(auth.member.id, businessId)).permissions.includes("inquiry_award");
    const submitter = { memberId: auth.member.id, realName: auth.member.realName };
    const sheet = await publishSheet(db, { sheetId: request.body.id, businessId, submitter, actor, mayApprove, now: now() });
    return ok(await viewOf(sheet), sheet.state === "approving" ? "已提交内部审批" : "询价单已发布");
  });

  contractRoute(app, procurementCalls.approve, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const { id, deadline } = request.body;
    const newDeadline = deadline === undefined ? null : deadlineOf(deadline, "请选择新的截止时间");
    const sheet = await approveSheet(db, { sheetId: id, businessId, actor, now: now(), deadline: newDeadline });
    return ok(await viewOf(sheet), "审批通过，询价单已发布");
  });

  contractRoute(app, procurementCalls.reject, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const sheet = await rejectSheet(db, { sheetId: request.body.id, businessId, actor, reason: request.body.reason, now: now() });
    return ok(await buyerSummaryOf(db, sheet), "已退回草稿");
  });
}
