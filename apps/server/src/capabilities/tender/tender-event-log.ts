import type { TenderEvent } from "@cidp/domain";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { type ActivityLabels, type ActivityLine, activityLines } from "../../platform/sealed-bidding/activity-log.ts";
import { tenderEvents } from "./schema.ts";
import type { TenderActor } from "./tender-records.ts";

/** The events a tender's log holds besides its state changes: the bidders' steps and the tenderer's reviews. */
type TenderLogOnlyEvent =
  | "register"
  | "approve-registration"
  | "reject-registration"
  | "submit-deposit-proof"
  | "confirm-deposit"
  | "return-deposit-proof"
  | "clarify"
  | "acknowledge-clarification"
  | "bid"
  | "score"
  | "objection"
  | "objection-answer"
  | "download-document"
  | "download-attachment";

/** What each logged tender event is called in the 操作日志: every kind the services write has its name. */
export const TENDER_LOG_LABELS: ActivityLabels<TenderEvent["type"] | TenderLogOnlyEvent, TenderActor["kind"]> = {
  actions: {
    submit: "提交审批",
    approve: "审批通过并发布",
    return: "退回修改",
    "close-registration": "报名截止",
    "start-bidding": "开始投标",
    open: "开标",
    "start-evaluation": "开始评标",
    "announce-candidates": "中标候选人公示",
    "reject-all": "否决所有投标",
    award: "定标",
    notify: "发出中标通知书",
    "start-refund": "开始退还保证金",
    complete: "招标完成",
    withdraw: "撤回招标",
    register: "投标报名",
    "approve-registration": "报名审核通过",
    "reject-registration": "驳回报名",
    "submit-deposit-proof": "提交保证金凭证",
    "confirm-deposit": "确认保证金",
    "return-deposit-proof": "退回保证金凭证",
    clarify: "发布澄清",
    "acknowledge-clarification": "确认收到澄清",
    bid: "递交投标文件",
    score: "评标打分",
    objection: "提出异议",
    "objection-answer": "答复异议",
    "download-document": "下载招标文件",
    "download-attachment": "下载投标人文件",
  },
  sides: { tenderer: "招标人", bidder: "投标人", system: "系统" },
};

/** A tender's 操作日志: every event with the acting side, business, person and roles; the event's time, oldest first; never a price. */
export async function tenderEventLog(db: Database, tenderId: number): Promise<ActivityLine[]> {
  const stored = await db.select().from(tenderEvents).where(eq(tenderEvents.tenderId, tenderId)).orderBy(asc(tenderEvents.at), asc(tenderEvents.id));
  return activityLines(db, stored, TENDER_LOG_LABELS);
}
