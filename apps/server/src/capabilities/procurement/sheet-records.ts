import { randomInt } from "node:crypto";
import {
  effectiveMinRoundHours,
  MIN_ROUND_HOURS,
  roundLengthRefusal,
  roundTooShortText,
  type SheetEvent,
  type SheetRefusalCode,
  type SheetState,
  type SheetStatus,
  sheetStateLabel,
  transitionSheet,
} from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { applyEvent, type EventInput, lockOwnRow, lockRow, STALE_ROW, type StateChangeRecord } from "../../platform/records/state-change.ts";
import { type CallActor, type CallLogEntry, type CallLogLine, callEventLog } from "../../platform/sealed-bidding/call-event-log.ts";
import { refuse } from "../../runtime/refusal.ts";
import { inquiryEvents, inquirySheets } from "./schema.ts";

export type SheetRow = typeof inquirySheets.$inferSelect;

/** Who caused an event on a sheet: the buyer's side, a supplier's, or the system. */
export type SheetActor = CallActor<"buyer" | "supplier">;

/** The domain's refusals as the buyer reads them. */
export const sheetRefusalMessages: Record<SheetRefusalCode, string> = {
  "sheet.transition-forbidden": "询价单当前状态不能进行此操作",
  "sheet.deadline-in-past": "报价截止时间须晚于当前时间",
  "sheet.deadline-not-reached": "报价尚未截止",
  "sheet.already-quoted": "已有供应商报价，不能撤回，请选择流标或取消并说明原因",
  "sheet.round-cap": "报价轮次已达上限",
  "sheet.shortlist-empty": "请至少选择1家入围供应商",
  // The business's own minimum is named by refuseShortRound before the event; this is the floor's.
  "sheet.round-too-short": roundTooShortText(MIN_ROUND_HOURS),
  "sheet.reason-required": "请填写原因",
  "sheet.award-window-open": "定标期限未满",
};

/**
 * Refuses a round shorter than the business's minimum with the minimum in the message (the domain
 * refuses it too, and this says by how much): before the event is applied.
 */
export function refuseShortRound(deadline: Date, now: Date, minRoundHours: number): void {
  const refusal = roundLengthRefusal(deadline.getTime(), now.getTime(), minRoundHours);
  if (refusal === "sheet.round-too-short") throw refuse("invalid", roundTooShortText(effectiveMinRoundHours(minRoundHours)));
}

const SHEET_NO_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** XJ20261123 + 6 random characters: the day, and nothing about other sheets. */
export function newSheetNo(now: Date): string {
  let tail = "";
  for (let i = 0; i < 6; i++) tail += SHEET_NO_ALPHABET[randomInt(SHEET_NO_ALPHABET.length)];
  return `XJ${formatDateTime(now).slice(0, 10).replaceAll("-", "")}${tail}`;
}

export const statusOf = (row: SheetRow): SheetStatus => ({
  state: row.state as SheetState,
  round: row.round,
  deadline: row.deadline.getTime(),
  quotations: row.quotations,
  roundCap: row.roundCap,
});

/** A sheet as lists show it. */
export function sheetSummary(row: SheetRow, extra: { buyerName: string; invitees: number }) {
  return {
    id: row.id,
    sheetNo: row.sheetNo,
    title: row.title,
    category: row.category,
    mode: row.mode as "public" | "invited",
    state: row.state as SheetState,
    stateLabel: sheetStateLabel(row.state as SheetState, row.round),
    round: row.round,
    deadline: formatDateTime(row.deadline),
    quotations: row.quotations,
    invitees: extra.invitees,
    buyerName: extra.buyerName,
    createTime: formatDateTime(row.createdAt),
  };
}

/**
 * A sheet as a supplier or a visitor sees it: the count of quotations only once the current round
 * is opened (开标, ../procurement.md). While a round is 报价中 (the first or a 第N轮) a competitor
 * learns nothing of the others' quotations, not even how many there are.
 */
export function supplierSheetSummary(row: SheetRow, extra: { buyerName: string; invitees: number }) {
  const opened = row.openedRounds >= row.round && row.state !== "quoting" && row.state !== "round_quoting";
  return { ...sheetSummary(row, extra), quotations: opened ? row.quotations : null };
}

/** The sheet under its row lock (inside a transaction). */
export async function lockSheet(tx: Database, id: number): Promise<SheetRow | undefined> {
  return lockRow(tx, inquirySheets, id);
}

/** The buyer's own sheet under its lock; any other business's sheet is "not found". */
export async function lockOwnSheet(tx: Database, id: number, businessId: number): Promise<SheetRow> {
  return lockOwnRow(tx, inquirySheets, id, (row) => row.buyerBusinessId === businessId, "询价单不存在");
}

/** A sheet's 操作日志: its lines carry the database's time (the column's default), as they always have. */
const sheetLog = callEventLog({ table: inquiryEvents, callColumn: inquiryEvents.sheetId, callKey: "sheetId", clock: "database" });

/** Writes one row of a sheet's log, for events that change no state (an invitation, a 变更公告, a revocation). */
export async function logSheetEvent(tx: Database, sheetId: number, line: Omit<CallLogLine, "at"> & { actor: SheetActor }): Promise<void> {
  await sheetLog.insert(tx, sheetId, line);
}

/**
 * Sheets as a state-change record: `transitionSheet` decides, each accepted event is logged with its
 * actor at server time, and its key makes it happen once.
 */
export const sheetRecord: StateChangeRecord<typeof inquirySheets, SheetEvent, SheetRefusalCode, typeof inquiryEvents, CallLogEntry> = {
  table: inquirySheets,
  transition: (row, event) => {
    const result = transitionSheet(statusOf(row), event);
    if (!result.ok) return result;
    const { sheet, changed } = result.value;
    return { ok: true, value: { set: { state: sheet.state, round: sheet.round, deadline: new Date(sheet.deadline), quotations: sheet.quotations }, changed } };
  },
  refusal: (code) => refuse(code === STALE_ROW ? "conflict" : "state", code === STALE_ROW ? "询价单已被他人修改，请刷新后重试" : sheetRefusalMessages[code]),
  touch: () => ({ updatedAt: new Date() }),
  log: sheetLog.stateLog(),
};

/** `applyEvent` on a locked sheet; refusals throw 400. */
export const applySheetEvent = (tx: Database, row: SheetRow, input: EventInput<typeof inquirySheets, SheetEvent, { actor: SheetActor; note?: string }>) =>
  applyEvent(tx, sheetRecord, row, input);
