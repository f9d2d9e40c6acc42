import { randomInt } from "node:crypto";
import {
  BID_REFUSAL_TEXTS,
  BIDDER_STATE_LABELS,
  type BidderEvent,
  type BidderState,
  DEPOSIT_AMOUNT_TEXTS,
  DEPOSIT_STATE_LABELS,
  type DepositState,
  EVALUATION_METHOD_LABELS,
  type EvaluationMethod,
  SCORING_SHEET_TEXTS,
  TENDER_STATE_LABELS,
  type TenderEvent,
  type TenderState,
  transitionBidder,
  transitionTender,
} from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { applyEvent, applyToEach, type EventInput, lockOwnRow, lockRow, STALE_ROW, type StateChangeRecord } from "../../platform/records/state-change.ts";
import { type CallActor, type CallLogLine, callEventLog } from "../../platform/sealed-bidding/call-event-log.ts";
import { refuse } from "../../runtime/refusal.ts";
import { type BidderRow, type TenderRow, tenderBidders, tenderEvents, tenders } from "./schema.ts";

/** Who caused an event on a tender: the tenderer's side, a bidder's, or the system. */
export type TenderActor = CallActor<"tenderer" | "bidder">;

/** The domain's refusals as people read them. */
const REFUSALS: Readonly<Record<string, string>> = {
  // The bidder's refusals (after the deadline, no deposit, unapproved, same group) as the domain words them.
  ...BID_REFUSAL_TEXTS,
  "tender.transition-forbidden": "招标项目当前状态不能进行此操作",
  "tender.reason-required": "请填写原因",
  "tender.deadline-not-reached": "投标尚未截止，不能开标",
  "tender.publicity-too-short": "中标候选人公示期不得少于3日",
  "tender.publicity-running": "中标候选人公示期未满，不能定标",
  "deposit.transition-forbidden": "保证金当前状态不能进行此操作",
  "deposit.reason-required": "请填写退回理由",
  "deposit.reference-required": "请填写转账凭证号或电子保函编号",
  ...DEPOSIT_AMOUNT_TEXTS,
  ...SCORING_SHEET_TEXTS,
};
export const refusalMessage = (code: string) => REFUSALS[code] ?? "当前状态不能进行此操作";

const NO_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** ZB20261123 + 6 random characters. */
export function newTenderNo(now: Date): string {
  let tail = "";
  for (let i = 0; i < 6; i++) tail += NO_ALPHABET[randomInt(NO_ALPHABET.length)];
  return `ZB${formatDateTime(now).slice(0, 10).replaceAll("-", "")}${tail}`;
}

/** A tender as lists show it. */
export function tenderSummary(row: TenderRow, tendererName: string) {
  return {
    id: row.id,
    tenderNo: row.tenderNo,
    title: row.title,
    projectName: row.projectName,
    tendererName,
    mode: row.mode as "public" | "invited",
    state: row.state as TenderState,
    stateLabel: TENDER_STATE_LABELS[row.state as TenderState] ?? row.state,
    estimateFen: row.estimateFen,
    depositFen: row.depositFen,
    method: row.method as EvaluationMethod,
    methodLabel: EVALUATION_METHOD_LABELS[row.method as EvaluationMethod] ?? row.method,
    registrationEnd: formatDateTime(row.registrationEnd),
    bidDeadline: formatDateTime(row.bidDeadline),
    publishTime: row.publishedAt ? formatDateTime(row.publishedAt) : null,
  };
}

export const bidderStateView = (state: string) => ({ state: state as BidderState, stateLabel: BIDDER_STATE_LABELS[state as BidderState] ?? state });
export const depositStateView = (state: string) => ({
  depositState: state as DepositState,
  depositStateLabel: DEPOSIT_STATE_LABELS[state as DepositState] ?? state,
});

/** The tender under its row lock (inside a transaction). */
export async function lockTender(tx: Database, id: number): Promise<TenderRow | undefined> {
  return lockRow(tx, tenders, id);
}

/** The tenderer's own tender under its lock; any other business's tender is "not found". */
export async function lockOwnTender(tx: Database, id: number, businessId: number): Promise<TenderRow> {
  return lockOwnRow(tx, tenders, id, (row) => row.tendererBusinessId === businessId, "招标项目不存在");
}

/** Who, when and why, as a tender's log entry keeps them. */
interface TenderLogEntry {
  actor: TenderActor;
  at: Date;
  note?: string;
}

/** A tender's log: its lines carry the time the call or the opening recorded (the opening's line names openedAt). */
const tenderLog = callEventLog({ table: tenderEvents, callColumn: tenderEvents.tenderId, callKey: "tenderId", clock: "event" });

const staleOr = (code: string) =>
  refuse(code === STALE_ROW ? "conflict" : "state", code === STALE_ROW ? "招标项目已被他人修改，请刷新后重试" : refusalMessage(code));

/**
 * Tenders as a state-change record: `transitionTender` decides, each accepted event is logged with
 * its actor at server time, and its key makes it happen once.
 */
export const tenderRecord: StateChangeRecord<typeof tenders, TenderEvent, string, typeof tenderEvents, TenderLogEntry> = {
  table: tenders,
  transition: (row, event) => {
    const result = transitionTender({ state: row.state as TenderState, publicityEndsAt: row.publicityEnd?.getTime() ?? null }, event);
    if (!result.ok) return result;
    const { tender: next, changed } = result.value;
    return { ok: true, value: { set: { state: next.state, publicityEnd: next.publicityEndsAt === null ? null : new Date(next.publicityEndsAt) }, changed } };
  },
  refusal: staleOr,
  touch: (at) => ({ updatedAt: at }),
  log: tenderLog.stateLog(),
};

/** `applyEvent` on a locked tender; refusals throw 400. */
export const applyTenderEvent = (tx: Database, row: TenderRow, input: EventInput<typeof tenders, TenderEvent, TenderLogEntry>) =>
  applyEvent(tx, tenderRecord, row, input);

/** Writes one row of a tender's log (server time, actor); for events that change no state, such as a clarification. A repeated key writes nothing. */
export async function logTenderEvent(tx: Database, tenderId: number, line: CallLogLine & { actor: TenderActor; at: Date }): Promise<void> {
  await tenderLog.insert(tx, tenderId, line).onConflictDoNothing();
}

/** Bidders as a state-change record (their steps are logged on the tender where they matter). */
export const bidderRecord: StateChangeRecord<typeof tenderBidders, BidderEvent, string> = {
  table: tenderBidders,
  transition: (row, event) => {
    const result = transitionBidder({ state: row.state as BidderState, version: row.version, depositHeld: row.depositHeld }, event);
    if (!result.ok) return result;
    const { bidder, changed } = result.value;
    return { ok: true, value: { set: { state: bidder.state, version: bidder.version, depositHeld: bidder.depositHeld }, changed } };
  },
  refusal: staleOr,
};

/** The same event for every bidder that accepts it (opening, award, refund). */
export const applyToAllBidders = (tx: Database, rows: readonly BidderRow[], eventOf: (row: BidderRow) => BidderEvent | null) =>
  applyToEach(tx, bidderRecord, rows, eventOf);
