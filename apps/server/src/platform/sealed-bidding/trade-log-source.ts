import type { ActivityLine } from "./activity-log.ts";

/** One call for offers' log as staff read it: which call, whose, in what state, and its lines. */
export interface TradeLog {
  /** The audit's subject kind (inquiry | tender) and the call's id. */
  subjectKind: string;
  id: number;
  /** 询价单 | 招标项目 */
  kindLabel: string;
  number: string;
  title: string;
  /** The buyer or tenderer. */
  owner: string;
  stateLabel: string;
  lines: readonly ActivityLine[];
}

/**
 * A kind of call for offers whose logs staff may look up by number (procurement's 询价单号 XJ…,
 * tenders' 招标编号 ZB…): each capability provides one, and the composition root hands them to the
 * back office's 交易日志 calls, so the platform never imports the capabilities.
 */
export interface TradeLogSource {
  /** The prefix of this kind's numbers. */
  prefix: string;
  /** The subject kind the audit names it by, and what the audit page calls it. */
  subjectKind: string;
  subjectLabel: string;
  /** The call of this number with its log, or null when there is none. */
  find(number: string): Promise<TradeLog | null>;
}
