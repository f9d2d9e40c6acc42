import type { SheetEvent } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { type ActivityLabels, type ActivityLine, activityLines, type StoredLogLine } from "../../platform/sealed-bidding/activity-log.ts";
import type { SheetActor } from "./sheet-records.ts";
import { sheetLogRows } from "./sheet-repository.ts";

/** The events a sheet's log holds besides its state changes: invitations and their answers, notices. */
type SheetLogOnlyEvent =
  | "invite"
  | "invite-external"
  | "revoke-invitation"
  | "change-notice"
  | "view-invitation"
  | "accept-invitation"
  | "decline-invitation"
  | "download-document";

/** What each logged sheet event is called in the 操作日志: every kind the services write has its name. */
export const SHEET_LOG_LABELS: ActivityLabels<SheetEvent["type"] | SheetLogOnlyEvent, SheetActor["kind"]> = {
  actions: {
    submit: "发布询价单",
    approve: "审批通过",
    "return-to-draft": "退回草稿",
    invite: "邀请供应商",
    "invite-external": "邀请未注册企业",
    "quotation-counted": "提交报价",
    "deadline-passed": "报价截止开标",
    "start-round": "发起二次报价",
    "propose-award": "确定成交候选",
    reconsider: "重新比价",
    award: "定标",
    withdraw: "撤回询价单",
    fail: "流标",
    cancel: "取消询价",
    lapse: "询价失效",
    "change-notice": "变更公告",
    "revoke-invitation": "撤销邀请",
    "view-invitation": "查看邀请",
    "accept-invitation": "回复邀请：参与",
    "decline-invitation": "回复邀请：不参与",
    "download-document": "下载附件",
  },
  sides: { buyer: "采购方", supplier: "供应商", system: "系统" },
};

/**
 * A sheet's 操作日志: its events with the acting side, business, person and roles, and, for
 * invitations opened or answered before those steps were logged, the step as the invitation keeps
 * it (its business, no person). Server time, oldest first; notes never hold a price.
 */
export async function sheetEventLog(db: Database, sheetId: number): Promise<ActivityLine[]> {
  const [events, invitations] = await sheetLogRows(db, sheetId);
  const logged = new Set(events.map((event) => event.eventKey));
  const unloggedSteps: StoredLogLine[] = invitations.flatMap((invitation) => {
    const supplier = { actorKind: "supplier", actorBusinessId: invitation.supplierBusinessId, actorMemberId: null, actorName: null, actorRole: null };
    const steps: StoredLogLine[] = [];
    if (invitation.viewedAt && !logged.has(`view:${invitation.id}`)) steps.push({ ...supplier, at: invitation.viewedAt, type: "view-invitation", note: "" });
    if (invitation.respondedAt && !logged.has(`respond:${invitation.id}`)) {
      const type = invitation.state === "declined" ? "decline-invitation" : "accept-invitation";
      steps.push({ ...supplier, at: invitation.respondedAt, type, note: invitation.declineReason });
    }
    // A revocation is an event of the sheet (revoke-invitation), logged with its own time.
    return steps;
  });
  const stored = [...events, ...unloggedSteps].sort((a, b) => a.at.getTime() - b.at.getTime());
  return activityLines(db, stored, SHEET_LOG_LABELS);
}
