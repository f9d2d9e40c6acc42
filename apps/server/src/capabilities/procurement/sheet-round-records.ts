import {
  coversEveryLine,
  deadlineAfterChange,
  extendDeadline,
  MAX_QUOTATION_ROUNDS,
  QUOTATION_VALID_STATES,
  type QuotationState,
  ROUND_SCOPE_TEXTS,
  roundScope,
} from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { refuse } from "../../runtime/refusal.ts";
import { scheduleJob, scheduleReminders } from "./procurement-jobs.ts";
import { applyToAll, type QuotationRow } from "./quotation-records.ts";
import { minRoundHoursOf } from "./settings-repository.ts";
import { applySheetEvent, lockOwnSheet, logSheetEvent, refuseShortRound, type SheetActor, type SheetRow } from "./sheet-records.ts";
import { linesOf, noticeToSuppliers, quotationsOf, setQuotationRound, updateSheet } from "./sheet-repository.ts";

/** The buyer's moves once quotations are in: another round, the award, closing, a 变更公告; each one transaction with its notices. */

const quotationPage = (id: number) => `/user/my-quotation/default?id=${id}`;
const CLOSED_LABELS = { withdraw: "已撤回", fail: "已流标", cancel: "已取消" } as const;
/** Who hears the outcome of an award: every supplier whose prices took part, or that a later round left out. */
const toldOfAward = (state: string) => QUOTATION_VALID_STATES.includes(state as QuotationState) || state === "not_shortlisted";

interface BuyerMove {
  sheetId: number;
  businessId: number;
  actor: SheetActor;
  now: Date;
}

/** 二次报价: the shortlisted suppliers quote again until the new deadline; the others are told they are out. */
export function startRound(
  db: Database,
  {
    sheetId,
    businessId,
    actor,
    now,
    shortlist,
    deadline,
    message,
    lineNos,
  }: BuyerMove & { shortlist: ReadonlySet<number>; deadline: Date; message: string /** null: every line. */; lineNos: readonly number[] | null },
) {
  return db.transaction(async (tx) => {
    const row = await lockOwnSheet(tx, sheetId, businessId);
    const minRoundHours = await minRoundHoursOf(tx, businessId);
    const eligible = (await quotationsOf(tx, row.id)).filter((q) => q.state === "closed");
    if ([...shortlist].some((id) => !eligible.some((q) => q.supplierBusinessId === id))) throw refuse("invalid", "入围供应商须是本轮有效报价的供应商");
    // The domain's earlier refusals (state, round cap, empty shortlist) come first; then the length, with the business's minimum named.
    if (row.state === "comparing" && row.round < Math.min(row.roundCap, MAX_QUOTATION_ROUNDS) && shortlist.size > 0)
      refuseShortRound(deadline, now, minRoundHours);
    const sheetLineNos = (await linesOf(tx, row.id)).map((line) => line.lineNo);
    const scope = roundScope(lineNos ?? sheetLineNos, sheetLineNos);
    if (!scope.ok)
      throw refuse("invalid", scope.code === "round.unknown-line" ? ROUND_SCOPE_TEXTS[scope.code](scope.lineNo ?? 0) : ROUND_SCOPE_TEXTS["round.no-lines"]);
    const scoped = !coversEveryLine(scope.value, sheetLineNos);
    const lineNote = scoped ? `，本轮报价物料：第${scope.value.join("、")}行（其余沿用上一轮报价）` : "";
    const next = await applySheetEvent(tx, row, {
      event: { type: "start-round", shortlisted: shortlist.size, deadline: deadline.getTime(), now: now.getTime(), minRoundHours },
      eventKey: `round:${row.round + 1}`,
      actor,
      note: `发起第${row.round + 1}轮报价，入围${shortlist.size}家${lineNote}${message ? `：${message}` : ""}`,
      ...(scoped ? { patch: { roundLines: { ...row.roundLines, [String(row.round + 1)]: scope.value } } } : {}),
    });
    for (const q of eligible) {
      const chosen = shortlist.has(q.supplierBusinessId);
      await applyToAll(tx, [q], () => ({ type: chosen ? "shortlist" : "exclude" }));
      if (chosen) await setQuotationRound(tx, q.id, next.round);
      await noticeToBusiness(tx, q.supplierBusinessId, {
        title: chosen ? "请参加二次报价" : "未入围通知",
        content: chosen
          ? `询价单《${row.title}》邀请您参加第${next.round}轮报价，截止时间 ${formatDateTime(deadline)}。${message}`
          : `询价单《${row.title}》进入第${next.round}轮报价，贵司未入围。感谢参与。`,
        jumpUrl: quotationPage(row.id),
      });
    }
    await scheduleJob(tx, "round-deadline", row.id, next.round, deadline);
    await scheduleReminders(tx, row.id, next.round, deadline, now);
    return next;
  });
}

/** 定标: the chosen supplier wins; every supplier that took part is told. Returns the sheet and the quotations told. */
export function awardSheet(
  db: Database,
  { sheetId, businessId, actor, supplierBusinessId, reason }: Omit<BuyerMove, "now"> & { supplierBusinessId: number; reason: string },
): Promise<{ awarded: SheetRow; told: QuotationRow[] }> {
  return db.transaction(async (tx) => {
    const row = await lockOwnSheet(tx, sheetId, businessId);
    const quotations = await quotationsOf(tx, row.id);
    if (!quotations.some((q) => q.supplierBusinessId === supplierBusinessId && q.state === "closed")) throw refuse("invalid", "成交供应商须是有效报价的供应商");
    const proposed = await applySheetEvent(tx, row, { event: { type: "propose-award" }, eventKey: `propose:${row.round}`, actor, note: "确定成交候选" });
    const patch = { awardedBusinessId: supplierBusinessId, closingReason: reason };
    const awarded = await applySheetEvent(tx, proposed, { event: { type: "award" }, eventKey: "award", actor, note: `定标：${reason}`, patch });
    await applyToAll(tx, quotations, (q) => ({ type: "award", won: q.supplierBusinessId === supplierBusinessId }));
    const told = quotations.filter((q) => toldOfAward(q.state));
    for (const q of told) {
      const won = q.supplierBusinessId === supplierBusinessId;
      await noticeToBusiness(tx, q.supplierBusinessId, {
        title: won ? "成交通知" : "未成交通知",
        content: won ? `恭喜！贵司在询价单《${row.title}》中成交，采购方将与您联系。` : `询价单《${row.title}》已定标，贵司未成交。感谢参与。`,
        jumpUrl: quotationPage(row.id),
      });
    }
    return { awarded, told };
  });
}

/** 撤回, 流标 or 取消: the sheet ends, every quotation with it, and the suppliers are told why. */
export function closeSheet(
  db: Database,
  { sheetId, businessId, actor, kind, reason }: Omit<BuyerMove, "now"> & { kind: keyof typeof CLOSED_LABELS; reason: string },
): Promise<SheetRow> {
  return db.transaction(async (tx) => {
    const row = await lockOwnSheet(tx, sheetId, businessId);
    const event = kind === "withdraw" ? ({ type: "withdraw" } as const) : { type: kind, reason };
    const closed = await applySheetEvent(tx, row, { event, eventKey: kind, actor, note: reason || "撤回询价单", patch: { closingReason: reason } });
    const quotations = await quotationsOf(tx, row.id);
    await applyToAll(tx, quotations, () => ({ type: "sheet-ended" }));
    const label = CLOSED_LABELS[kind];
    const content = `询价单《${row.title}》${label}${reason ? `，原因：${reason}` : ""}。`;
    await noticeToSuppliers(tx, quotations, { title: `询价单${label}`, content, jumpUrl: quotationPage(row.id) });
    return closed;
  });
}

/** 变更公告: the deadline moves later (never earlier, and leaving suppliers enough time), the jobs follow, and the suppliers are told. */
export function extendSheetDeadline(
  db: Database,
  { sheetId, businessId, actor, now, proposed, notice }: BuyerMove & { proposed: Date; notice: string },
): Promise<SheetRow> {
  return db.transaction(async (tx) => {
    const row = await lockOwnSheet(tx, sheetId, businessId);
    if (row.state !== "quoting" && row.state !== "round_quoting") throw refuse("state", "仅报价中的询价单可以发布变更公告");
    const at = now.getTime();
    const extended = extendDeadline(row.deadline.getTime(), proposed.getTime(), at);
    if (!extended.ok) throw refuse("invalid", extended.code === "deadline.in-past" ? "截止时间须晚于当前时间" : "截止时间只能延后，不能提前");
    // A 变更公告 changes what suppliers price: it must leave them enough time.
    const deadline = new Date(deadlineAfterChange(extended.value, at, true));
    const updated = await updateSheet(tx, row.id, { deadline });
    const until = formatDateTime(deadline);
    await logSheetEvent(tx, row.id, { type: "change-notice", eventKey: `change:${at}`, actor, note: `变更公告：${notice}（截止时间延至 ${until}）` });
    await scheduleJob(tx, "round-deadline", row.id, row.round, deadline);
    await scheduleReminders(tx, row.id, row.round, deadline, now);
    const content = `询价单《${row.title}》发布变更：${notice}。截止时间延至 ${until}。`;
    await noticeToSuppliers(tx, await quotationsOf(tx, row.id), { title: "询价变更公告", content, jumpUrl: quotationPage(row.id) });
    return updated;
  });
}
