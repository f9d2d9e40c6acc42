import { procurementCalls } from "@cidp/api-client/contract";
import type { SheetEvent } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import { noticeToMember } from "../../platform/notice/business-notices.ts";
import { addressView, ownAddress } from "./address-routes.ts";
import { buyerOf, buyerSummaryOf, deadlineOf, type ProcurementRoutesOptions } from "./buyer-context.ts";
import { openInvitations, sheetWarnings } from "./invitations.ts";
import { scheduleJob, scheduleReminders } from "./procurement-jobs.ts";
import { requiresApproval } from "./procurement-settings.ts";
import { approversOf } from "./sheet-approvers.ts";
import { applySheetEvent, lockOwnSheet, newSheetNo, type SheetActor, type SheetRow } from "./sheet-records.ts";
import { insertSheet, invitedSupplierIds, replaceLines, updateSheet } from "./sheet-repository.ts";

const sheetPage = (id: number) => `/user/building-materials/selecting?id=${id}`;

/** The buyer's drafts and their way out: publishing at once, or through 内部审批 (approve, send back). */
export async function buyerDraftRoutes(app: FastifyInstance, { db, seal, now = () => new Date() }: ProcurementRoutesOptions) {
  const viewOf = async (sheet: SheetRow) => ({ ...(await buyerSummaryOf(db, sheet)), warnings: await sheetWarnings(db, sheet) });

  contractRoute(app, procurementCalls.saveDraft, async (request) => {
    const { auth, businessId } = buyerOf(request);
    const { id, lines, deadline, deliveryAddressId, ...typed } = request.body;
    const deadlineAt = deadlineOf(deadline, "请选择报价截止时间");
    const row = await db.transaction(async (tx) => {
      // An address from the book is written out as the sheet's 收货地址: later edits of the book
      // do not change what suppliers were asked to deliver to.
      const address = deliveryAddressId ? addressView(await ownAddress(tx, businessId, deliveryAddressId)) : null;
      const header = { ...typed, deliveryAddressId: address?.id ?? null, ...(address ? { deliveryAddress: address.fullAddress } : {}), deadline: deadlineAt };
      let sheet: SheetRow;
      if (id) {
        const own = await lockOwnSheet(tx, id, businessId);
        if (own.state !== "draft") throw new HttpError(400, "已发布的询价单不能直接修改，请发布变更公告");
        sheet = await updateSheet(tx, id, { ...header, approvalNote: "" });
      } else {
        const owner = { sheetNo: newSheetNo(now()), buyerBusinessId: businessId, createdBy: auth.member.id };
        sheet = await insertSheet(tx, { ...header, ...owner, ...seal.newSheetKeys() });
      }
      await replaceLines(tx, sheet.id, lines);
      return sheet;
    });
    return ok(await buyerSummaryOf(db, row));
  });

  /** The sheet goes out (published at once, or approved): invitations open and the deadline job is set. */
  async function goLive(tx: Database, row: SheetRow, event: SheetEvent, actor: SheetActor, note: string): Promise<SheetRow> {
    const published = await applySheetEvent(tx, row, { event, eventKey: "publish", actor, note, patch: { publishedAt: now() } });
    if (published !== row) {
      await openInvitations(tx, published, await invitedSupplierIds(tx, row.id));
      await scheduleJob(tx, "round-deadline", row.id, 1, published.deadline);
      await scheduleReminders(tx, row.id, 1, published.deadline, now());
    }
    return published;
  }

  contractRoute(app, procurementCalls.publish, async (request) => {
    const { auth, businessId, actor } = buyerOf(request);
    // A member who may approve (审批人, the administrator) publishes directly: approving their own sheet adds nothing.
    const mayApprove = (await app.permissionGuard.accessOf(auth.member.id, businessId)).permissions.includes("inquiry_award");
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      const at = now().getTime();
      if (row.state !== "draft" || mayApprove || !(await requiresApproval(tx, businessId)))
        return goLive(tx, row, { type: "submit", needsApproval: false, now: at }, actor, "发布询价单");
      // 内部审批: the sheet waits for an approver; nothing goes out to suppliers yet, and the approvers are told.
      const waiting = await applySheetEvent(tx, row, {
        event: { type: "submit", needsApproval: true, now: at },
        eventKey: `submit:${at}`,
        actor,
        note: "提交内部审批",
        patch: { submittedBy: auth.member.id, approvalNote: "" },
      });
      const notice = { title: "询价单待审批", content: `${auth.member.realName}提交了询价单《${row.title}》，请审批后发布。`, jumpUrl: sheetPage(row.id) };
      for (const approver of await approversOf(tx, businessId)) if (approver !== auth.member.id) await noticeToMember(tx, approver, notice);
      return waiting;
    });
    return ok(await viewOf(sheet), sheet.state === "approving" ? "已提交内部审批" : "询价单已发布");
  });

  contractRoute(app, procurementCalls.approve, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      if (row.state !== "approving") throw new HttpError(400, "询价单不在待审批状态");
      const published = await goLive(tx, row, { type: "approve", now: now().getTime() }, actor, "内部审批通过，询价单发布");
      if (row.submittedBy)
        await noticeToMember(tx, row.submittedBy, {
          title: "询价单审批通过",
          content: `询价单《${row.title}》已通过内部审批并发布，邀请已发出。`,
          jumpUrl: sheetPage(row.id),
        });
      return published;
    });
    return ok(await viewOf(sheet), "审批通过，询价单已发布");
  });

  contractRoute(app, procurementCalls.reject, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const { reason } = request.body;
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      if (row.state !== "approving") throw new HttpError(400, "询价单不在待审批状态");
      const at = now().getTime();
      const event = { type: "return-to-draft", reason } as const;
      const back = await applySheetEvent(tx, row, { event, eventKey: `reject:${at}`, actor, note: `内部审批退回：${reason}`, patch: { approvalNote: reason } });
      if (row.submittedBy)
        await noticeToMember(tx, row.submittedBy, {
          title: "询价单审批退回",
          content: `询价单《${row.title}》被退回修改，原因：${reason}`,
          jumpUrl: `/user/building-materials/addInquirySheet?id=${row.id}`,
        });
      return back;
    });
    return ok(await buyerSummaryOf(db, sheet), "已退回草稿");
  });
}
