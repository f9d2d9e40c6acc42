import type { Database } from "../../db/database.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { refuse } from "../../runtime/refusal.ts";
import { latestDocumentVersion, replaceDraftDocuments } from "./document-repository.ts";
import type { TenderRow } from "./schema.ts";
import { scheduleOpening } from "./tender-opening.ts";
import { applyTenderEvent, lockOwnTender, newTenderNo, type TenderActor } from "./tender-records.ts";
import { insertTender, type TenderValues, updateTender } from "./tender-repository.ts";

/** The tenderer's draft and its publishing, each one transaction. */

/** What the tenderer's form writes of a tender; the owner, number and keys come from the server. */
export type TenderDraft = Omit<TenderValues, "tenderNo" | "tendererBusinessId" | "createdBy" | "publicKey" | "sealedPrivateKey">;

/** Saves a new draft (`id` absent) or changes one, with its 招标文件; a published tender changes only through clarifications. */
export function saveDraftTender(
  db: Database,
  seal: SealedEnvelopes,
  {
    id,
    businessId,
    memberId,
    values,
    documentIds,
    now,
  }: { id?: number; businessId: number; memberId: number; values: TenderDraft; documentIds: readonly number[]; now: Date },
): Promise<TenderRow> {
  return db.transaction(async (tx) => {
    let saved: TenderRow;
    if (!id) {
      saved = await insertTender(tx, { ...values, tenderNo: newTenderNo(now), tendererBusinessId: businessId, createdBy: memberId, ...seal.newSheetKeys() });
    } else {
      const own = await lockOwnTender(tx, id, businessId);
      if (own.state !== "draft") throw refuse("state", "已发布的招标项目不能直接修改，请发布澄清或补遗");
      saved = await updateTender(tx, id, values);
    }
    await replaceDraftDocuments(tx, saved.id, documentIds, { memberId, at: now });
    return saved;
  });
}

/** 审批 and publishing: the publishing member holds 招标管理, which is the business's approval; the opening is planned at the deadline. */
export function publishTender(db: Database, { tenderId, businessId, actor, now }: { tenderId: number; businessId: number; actor: TenderActor; now: Date }) {
  return db.transaction(async (tx) => {
    const tender = await lockOwnTender(tx, tenderId, businessId);
    if (tender.registrationEnd <= now || tender.bidDeadline <= now) throw refuse("invalid", "报名截止和投标截止时间须晚于当前时间");
    // The 招标文件 is what bidders price: no tender is published without it.
    if ((await latestDocumentVersion(tx, tender.id)) === 0) throw refuse("invalid", "请上传招标文件后再发布");
    const submitted = await applyTenderEvent(tx, tender, { event: { type: "submit" }, eventKey: "submit", actor, at: now, note: "提交审批" });
    const note = "审批通过，发布招标公告";
    const published = await applyTenderEvent(tx, submitted, {
      event: { type: "approve" },
      eventKey: "approve",
      actor,
      at: now,
      note,
      patch: { publishedAt: now },
    });
    await scheduleOpening(tx, tender.id, tender.bidDeadline);
    return published;
  });
}
