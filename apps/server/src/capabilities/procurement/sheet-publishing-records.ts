import type { SheetEvent } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { noticeToMember } from "../../platform/notice/business-notices.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { refuse } from "../../runtime/refusal.ts";
import { ownAddress } from "./address-repository.ts";
import { addressView } from "./address-view.ts";
import { approversOf } from "./approver-repository.ts";
import { openInvitations } from "./invitations.ts";
import { scheduleJob, scheduleReminders } from "./procurement-jobs.ts";
import { minRoundHoursOf, requiresApproval } from "./settings-repository.ts";
import { replaceFileSet } from "./sheet-documents.ts";
import { applySheetEvent, lockOwnSheet, newSheetNo, refuseShortRound, type SheetActor, type SheetRow } from "./sheet-records.ts";
import { insertSheet, invitedSupplierIds, type LineValues, replaceLines, type SheetValues, updateSheet } from "./sheet-repository.ts";

/** The buyer's draft and its way out: saved, published at once or through 内部审批 (approved, sent back); each step one transaction. */

const sheetPage = (id: number) => `/user/building-materials/selecting?id=${id}`;

/** What the buyer's form writes of a sheet; the owner, number and keys come from the server. */
type DraftHeader = Omit<SheetValues, "sheetNo" | "buyerBusinessId" | "createdBy" | "publicKey" | "sealedPrivateKey" | "deliveryAddressId">;

/** The member who acts, as the approval notices name them. */
interface Submitter {
  memberId: number;
  realName: string;
}

/** Saves a new draft (`id` absent) or changes one; an address from the book is written out as the sheet's 收货地址. */
export function saveDraftSheet(
  db: Database,
  seal: SealedEnvelopes,
  draft: {
    id?: number;
    businessId: number;
    memberId: number;
    header: DraftHeader;
    deliveryAddressId?: number;
    lines: readonly LineValues[];
    /** 询价附件: upload ids already checked (the member's own, or the draft's own). */
    documentIds: readonly number[];
    now: Date;
  },
): Promise<SheetRow> {
  const { id, businessId, memberId, lines, now } = draft;
  return db.transaction(async (tx) => {
    // Later edits of the book do not change what suppliers were asked to deliver to.
    const address = draft.deliveryAddressId ? addressView(await ownAddress(tx, businessId, draft.deliveryAddressId)) : null;
    const header = { ...draft.header, deliveryAddressId: address?.id ?? null, ...(address ? { deliveryAddress: address.fullAddress } : {}) };
    let sheet: SheetRow;
    if (id) {
      const own = await lockOwnSheet(tx, id, businessId);
      if (own.state !== "draft") throw refuse("state", "已发布的询价单不能直接修改，请发布变更公告");
      sheet = await updateSheet(tx, id, { ...header, approvalNote: "" });
    } else {
      sheet = await insertSheet(tx, { ...header, sheetNo: newSheetNo(now), buyerBusinessId: businessId, createdBy: memberId, ...seal.newSheetKeys() });
    }
    await replaceLines(tx, sheet.id, lines);
    await replaceFileSet(tx, { sheetId: sheet.id, quotationId: null, round: 0 }, draft.documentIds, { memberId, at: now });
    return sheet;
  });
}

/** The sheet goes out (published at once, or approved): invitations open and the deadline's jobs are set. */
async function goLive(tx: Database, row: SheetRow, event: SheetEvent, { actor, note, now }: { actor: SheetActor; note: string; now: Date }): Promise<SheetRow> {
  const published = await applySheetEvent(tx, row, { event, eventKey: "publish", actor, note, patch: { publishedAt: now } });
  if (published !== row) {
    await openInvitations(tx, published, await invitedSupplierIds(tx, row.id));
    await scheduleJob(tx, "round-deadline", row.id, 1, published.deadline);
    await scheduleReminders(tx, row.id, 1, published.deadline, now);
  }
  return published;
}

/**
 * Publishes a draft, or submits it for 内部审批 when the business asks for it and the member may
 * not approve (a member who may approve publishes directly: approving their own sheet adds nothing).
 */
export function publishSheet(
  db: Database,
  {
    sheetId,
    businessId,
    submitter,
    actor,
    mayApprove,
    now,
  }: { sheetId: number; businessId: number; submitter: Submitter; actor: SheetActor; mayApprove: boolean; now: Date },
): Promise<SheetRow> {
  return db.transaction(async (tx) => {
    const row = await lockOwnSheet(tx, sheetId, businessId);
    const at = now.getTime();
    if (row.state !== "draft" || mayApprove || !(await requiresApproval(tx, businessId))) {
      const minRoundHours = await minRoundHoursOf(tx, businessId);
      if (row.state === "draft" && row.deadline > now) refuseShortRound(row.deadline, now, minRoundHours);
      return goLive(tx, row, { type: "submit", needsApproval: false, now: at, minRoundHours }, { actor, note: "发布询价单", now });
    }
    // 内部审批: the sheet waits for an approver; nothing goes out to suppliers yet, and the approvers are told.
    const waiting = await applySheetEvent(tx, row, {
      event: { type: "submit", needsApproval: true, now: at },
      eventKey: `submit:${at}`,
      actor,
      note: "提交内部审批",
      patch: { submittedBy: submitter.memberId, approvalNote: "" },
    });
    const notice = {
      title: "询价单待审批",
      content: `${submitter.realName}提交了询价单《${row.title}》，请审批后发布。`,
      jumpUrl: sheetPage(row.id),
      businessId,
    };
    for (const approver of await approversOf(tx, businessId)) if (approver !== submitter.memberId) await noticeToMember(tx, approver, notice);
    return waiting;
  });
}

/**
 * 内部审批通过: the sheet goes out and the member who submitted it is told. With `deadline`, the
 * approver also moves the deadline (one that passed or came too close while the sheet waited).
 */
export function approveSheet(
  db: Database,
  { sheetId, businessId, actor, now, deadline }: { sheetId: number; businessId: number; actor: SheetActor; now: Date; deadline: Date | null },
) {
  return db.transaction(async (tx) => {
    const row = await lockOwnSheet(tx, sheetId, businessId);
    if (row.state !== "approving") throw refuse("state", "询价单不在待审批状态");
    const moved = deadline ? `，报价截止时间改为 ${formatDateTime(deadline)}` : "";
    const minRoundHours = await minRoundHoursOf(tx, businessId);
    const judged = deadline ?? row.deadline;
    if (judged > now) refuseShortRound(judged, now, minRoundHours);
    const event = { type: "approve", now: now.getTime(), minRoundHours, ...(deadline ? { deadline: deadline.getTime() } : {}) } as const;
    const published = await goLive(tx, row, event, { actor, note: `内部审批通过，询价单发布${moved}`, now });
    if (row.submittedBy)
      await noticeToMember(tx, row.submittedBy, {
        title: "询价单审批通过",
        content: `询价单《${row.title}》已通过内部审批并发布，邀请已发出。`,
        jumpUrl: sheetPage(row.id),
        businessId,
      });
    return published;
  });
}

/** 内部审批退回: the sheet goes back to a draft with the reason, and the member who submitted it is told. */
export function rejectSheet(
  db: Database,
  { sheetId, businessId, actor, reason, now }: { sheetId: number; businessId: number; actor: SheetActor; reason: string; now: Date },
) {
  return db.transaction(async (tx) => {
    const row = await lockOwnSheet(tx, sheetId, businessId);
    if (row.state !== "approving") throw refuse("state", "询价单不在待审批状态");
    const event = { type: "return-to-draft", reason } as const;
    const note = `内部审批退回：${reason}`;
    const back = await applySheetEvent(tx, row, { event, eventKey: `reject:${now.getTime()}`, actor, note, patch: { approvalNote: reason } });
    if (row.submittedBy)
      await noticeToMember(tx, row.submittedBy, {
        title: "询价单审批退回",
        content: `询价单《${row.title}》被退回修改，原因：${reason}`,
        jumpUrl: `/user/building-materials/addInquirySheet?id=${row.id}`,
        businessId,
      });
    return back;
  });
}
