import { AMENDMENT_TEXTS, type AmendableHeader, type Amendment, type AmendmentPlan, planAmendment } from "@cidp/domain";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import { refuse } from "../../runtime/refusal.ts";
import { scheduleJob, scheduleReminders } from "./procurement-jobs.ts";
import { quotationRecord } from "./quotation-records.ts";
import { countQuotationsIn } from "./quotation-repository.ts";
import { inquiryAmendments, inquiryLines } from "./schema.ts";
import { changeNoticeHoursOf } from "./settings-repository.ts";
import { addAmendmentFiles } from "./sheet-documents.ts";
import { applySheetEvent, lockOwnSheet, logSheetEvent, type SheetActor, type SheetRow } from "./sheet-records.ts";
import { linesOf, noticeToSuppliers, quotationsOf, updateSheet } from "./sheet-repository.ts";

const HOUR = 3_600_000;
const quotationPage = (id: number) => `/user/my-quotation/default?id=${id}`;

/** What an amendment did, or would do (a preview writes nothing). */
export interface AmendmentOutcome {
  applied: boolean;
  plan: AmendmentPlan;
  /** Suppliers whose quotation is set back, to confirm again or quote anew. */
  requoting: number;
}

const headerOf = (row: SheetRow): AmendableHeader => ({
  deliveryDate: row.deliveryDate,
  deliveryAddress: row.deliveryAddress,
  paymentTerms: row.paymentTerms,
  invoiceRequirement: row.invoiceRequirement,
  qualifications: row.qualifications,
  validityDays: row.validityDays,
  remark: row.remark,
});

/** The amendment as one line of the 操作日志 and of the suppliers' notice. */
const changesText = (plan: AmendmentPlan) => plan.changes.map((c) => `${c.label}：${c.before} → ${c.after}`).join("；");

/**
 * A 变更公告 that amends (domain amendment.ts): previewed (`confirm` false: nothing is written), or
 * published in one transaction — the lines and requirements changed, the deadline moved where the
 * notice period demands it (with its jobs), the amendment kept with every change, the quotations
 * already in set back to be confirmed again, the log written and the suppliers told.
 */
export function amendSheet(
  db: Database,
  {
    sheetId,
    businessId,
    actor,
    memberId,
    now,
    amendment,
    confirm,
    fileIds = [],
  }: {
    sheetId: number;
    businessId: number;
    actor: SheetActor;
    memberId: number;
    now: Date;
    amendment: Amendment;
    confirm: boolean;
    /** 变更附件 already checked as the member's own (their names are in `amendment.documents`). */
    fileIds?: readonly number[];
  },
): Promise<AmendmentOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockOwnSheet(tx, sheetId, businessId);
    const lines = await linesOf(tx, row.id);
    const planned = planAmendment({
      state: row.state,
      round: row.round,
      deadline: row.deadline.getTime(),
      now: now.getTime(),
      lines,
      header: headerOf(row),
      amendment,
      noticeHours: await changeNoticeHoursOf(tx, businessId),
    });
    if (!planned.ok) throw refuse("state", AMENDMENT_TEXTS[planned.code]);
    const plan = planned.value;
    // Only a first round's quotations are set back: a later round changes no line (the domain refuses it).
    const quoted = plan.substantive && row.state === "quoting" ? (await quotationsOf(tx, row.id)).filter((q) => q.state === "submitted") : [];
    if (!confirm) return { applied: false, plan, requoting: quoted.length };

    await applyLines(tx, row.id, lines, plan);
    const deadline = new Date(plan.deadline);
    const moved = deadline.getTime() !== row.deadline.getTime();
    const updated = await updateSheet(tx, row.id, { ...plan.header, qualifications: [...plan.header.qualifications], deadline });
    if (moved) {
      await scheduleJob(tx, "round-deadline", row.id, row.round, deadline);
      await scheduleReminders(tx, row.id, row.round, deadline, now);
    }
    const [stored] = await tx
      .insert(inquiryAmendments)
      .values({
        sheetId: row.id,
        reason: amendment.reason.trim(),
        changes: [...plan.changes],
        substantive: plan.substantive,
        deadlineBefore: row.deadline,
        deadlineAfter: deadline,
        createdBy: memberId,
        at: now,
      })
      .returning({ id: inquiryAmendments.id });
    if (stored) await addAmendmentFiles(tx, row.id, stored.id, fileIds, { memberId, at: now });
    for (const quotation of quoted) {
      const { "1": _sealed, ...earlier } = quotation.sealedRounds;
      await applyEvent(tx, quotationRecord, quotation, {
        event: { type: "withdraw", now: now.getTime(), deadline: deadline.getTime() },
        patch: { sealedForBuyer: null, sealedRounds: earlier, reconfirmSince: now },
      });
    }
    const at = now.getTime();
    if (quoted.length > 0) {
      const quotations = await countQuotationsIn(tx, row.id, "submitted");
      await applySheetEvent(tx, updated, {
        event: { type: "quotation-counted", quotations },
        eventKey: `amend-count:${at}`,
        actor,
        note: "变更后待供应商重新确认报价",
      });
    }
    const pushed = plan.pushedMs > 0 ? `（距截止不足通知期，顺延${(plan.pushedMs / HOUR).toFixed(1).replace(/\.0$/, "")}小时）` : "";
    const until = moved ? `；截止时间 ${formatDateTime(row.deadline)} → ${formatDateTime(deadline)}${pushed}` : "";
    const summary = [changesText(plan), until.slice(1)].filter(Boolean).join("；");
    await logSheetEvent(tx, row.id, { type: "change-notice", eventKey: `amend:${at}`, actor, note: `变更公告：${amendment.reason.trim()}（${summary}）` });
    const requote = quoted.length > 0 ? "贵司已提交的报价需确认变更后重新提交。" : "";
    await noticeToSuppliers(tx, await quotationsOf(tx, row.id), {
      title: "询价变更公告",
      content: `询价单《${row.title}》发布变更公告：${amendment.reason.trim()}。${summary}。${requote}`,
      jumpUrl: quotationPage(row.id),
    });
    return { applied: true, plan, requoting: quoted.length };
  });
}

/** Writes the amended lines: removed ones deleted, changed ones updated in place, new ones added after the last. */
async function applyLines(tx: Database, sheetId: number, current: Awaited<ReturnType<typeof linesOf>>, plan: AmendmentPlan) {
  const kept = new Set(plan.lines.map((line) => line.lineNo));
  const removed = current.filter((line) => !kept.has(line.lineNo)).map((line) => line.id);
  if (removed.length > 0) await tx.delete(inquiryLines).where(inArray(inquiryLines.id, removed));
  for (const line of plan.lines) {
    const before = current.find((row) => row.lineNo === line.lineNo);
    const values = { name: line.name, spec: line.spec, brand: line.brand, unit: line.unit, quantityMilli: line.quantityMilli, remark: line.remark };
    if (!before) await tx.insert(inquiryLines).values({ sheetId, lineNo: line.lineNo, ...values });
    else if (Object.entries(values).some(([key, value]) => before[key as keyof typeof values] !== value))
      await tx.update(inquiryLines).set(values).where(eq(inquiryLines.id, before.id));
  }
}

/** A sheet's 变更公告, oldest first, as both sides read them. */
export async function amendmentsOf(db: Database, sheetId: number) {
  const rows = await db.select().from(inquiryAmendments).where(eq(inquiryAmendments.sheetId, sheetId)).orderBy(asc(inquiryAmendments.id));
  return rows.map((row) => ({
    id: row.id,
    time: formatDateTime(row.at),
    reason: row.reason,
    changes: row.changes,
    substantive: row.substantive,
    deadlineBefore: formatDateTime(row.deadlineBefore),
    deadlineAfter: formatDateTime(row.deadlineAfter),
  }));
}
