import type { Database } from "../../db/database.ts";
import { csvDocument } from "../../http/csv.ts";
import { formatDateTime } from "../../http/format.ts";
import { businessNames } from "./partner-repository.ts";
import { sheetLogRows } from "./sheet-repository.ts";

/** What each logged sheet event is called in the 操作日志. */
const EVENT_LABELS: Readonly<Record<string, string>> = {
  submit: "发布询价单",
  approve: "审批通过",
  "return-to-draft": "退回草稿",
  invite: "邀请供应商",
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
};
const ACTOR_LABELS = { buyer: "采购方", supplier: "供应商", system: "系统" } as const;

interface LogRow {
  at: Date;
  action: string;
  actor: string;
  businessName: string;
  note: string;
}

/**
 * A sheet's 操作日志: its events and its invitations' steps (invited, viewed, answered), at server
 * time with the acting business. Notes are the ones the calls wrote, which never hold a price.
 */
export async function sheetEventLog(db: Database, sheetId: number): Promise<LogRow[]> {
  const [events, invitations] = await sheetLogRows(db, sheetId);
  const nameOf = await businessNames(db, [
    ...events.flatMap((e) => (e.actorBusinessId ? [e.actorBusinessId] : [])),
    ...invitations.map((i) => i.supplierBusinessId),
  ]);
  const rows: LogRow[] = events.map((event) => ({
    at: event.at,
    action: EVENT_LABELS[event.type] ?? event.type,
    actor: ACTOR_LABELS[event.actorKind as keyof typeof ACTOR_LABELS] ?? event.actorKind,
    businessName: event.actorBusinessId ? (nameOf.get(event.actorBusinessId) ?? "") : "",
    note: event.note,
  }));
  for (const invitation of invitations) {
    const supplier = nameOf.get(invitation.supplierBusinessId) ?? "";
    if (invitation.viewedAt) rows.push({ at: invitation.viewedAt, action: "查看邀请", actor: "供应商", businessName: supplier, note: "" });
    if (invitation.respondedAt) {
      const answer = invitation.state === "declined" ? "不参与" : "参与";
      rows.push({ at: invitation.respondedAt, action: `回复邀请：${answer}`, actor: "供应商", businessName: supplier, note: invitation.declineReason });
    }
    // A revocation is an event of the sheet (revoke-invitation), logged with its own time.
  }
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The log as CSV (http/csv.ts: Excel-readable, formulas defused). */
export function eventLogCsv(rows: readonly LogRow[]): Buffer {
  const lines = [["时间", "操作", "操作方", "企业", "说明"], ...rows.map((row) => [formatDateTime(row.at), row.action, row.actor, row.businessName, row.note])];
  return csvDocument(lines);
}
