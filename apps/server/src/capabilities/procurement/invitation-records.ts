import { type InvitationState, transitionInvitation } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { refuse } from "../../runtime/refusal.ts";
import { openInvitations } from "./invitations.ts";
import { businessNamed } from "./partner-repository.ts";
import { applyToAll } from "./quotation-records.ts";
import { invitationOf, quotationOfSupplier, updateInvitation } from "./quotation-repository.ts";
import { lockOwnSheet, logSheetEvent, type SheetActor, type SheetRow } from "./sheet-records.ts";
import { addInvitations, countBusinesses } from "./sheet-repository.ts";

/** The buyer's invitations of suppliers on the platform and their revocation, each saved in one transaction. */

const INVITING_STATES = ["draft", "approving", "quoting"];

/** The domain's refusals of a revocation, as the buyer reads them. */
const revokeRefusals: Readonly<Record<string, string>> = {
  "invitation.deadline-passed": "报价已截止，不能撤销邀请",
  "invitation.transition-forbidden": "该供应商已报价，不能撤销邀请",
  "invitation.reason-required": "请填写原因",
};

/** Invites suppliers to the buyer's sheet; those already invited stay as they are. Returns the sheet and how many were newly invited. */
export function inviteSuppliers(
  db: Database,
  { sheetId, businessId, actor, supplierIds, now }: { sheetId: number; businessId: number; actor: SheetActor; supplierIds: readonly number[]; now: Date },
): Promise<{ sheet: SheetRow; added: number }> {
  return db.transaction(async (tx) => {
    const sheet = await lockOwnSheet(tx, sheetId, businessId);
    if (!INVITING_STATES.includes(sheet.state) || sheet.deadline <= now) throw refuse("state", "询价单当前状态不能邀请供应商");
    if ((await countBusinesses(tx, supplierIds)) !== supplierIds.length) throw refuse("invalid", "所选供应商不存在");
    const added = await addInvitations(tx, sheet.id, supplierIds);
    const eventKey = `invite:${now.getTime()}:${added.length}`;
    await logSheetEvent(tx, sheet.id, { type: "invite", eventKey, actor, note: `邀请供应商${added.length}家` });
    // Invited to a sheet already out: the invitation opens at once (a draft's open when it goes out).
    if (sheet.state === "quoting") await openInvitations(tx, sheet, added);
    return { sheet, added: added.length };
  });
}

/**
 * 撤销邀请: before the deadline and before the supplier has quoted (the domain's rule). The
 * supplier's quotation row lapses (已失效), they are told, and the 操作日志 records it.
 */
export async function revokeInvitation(
  db: Database,
  { sheetId, supplierBusinessId, businessId, actor, now }: { sheetId: number; supplierBusinessId: number; businessId: number; actor: SheetActor; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const sheet = await lockOwnSheet(tx, sheetId, businessId);
    const invitation = await invitationOf(tx, sheet.id, supplierBusinessId);
    if (!invitation) throw refuse("not_found", "未邀请该供应商");
    const result = transitionInvitation(invitation.state as InvitationState, { type: "revoke", now: now.getTime(), deadline: sheet.deadline.getTime() });
    if (!result.ok) throw refuse("state", revokeRefusals[result.code] ?? "不能撤销邀请");
    if (!result.value.changed) return;
    await updateInvitation(tx, invitation.id, { state: "revoked" });
    const quotation = await quotationOfSupplier(tx, sheet.id, supplierBusinessId);
    await applyToAll(tx, quotation ? [quotation] : [], () => ({ type: "sheet-ended" }));
    const supplier = await businessNamed(tx, supplierBusinessId);
    const note = `撤销对${supplier?.name ?? "供应商"}的邀请`;
    await logSheetEvent(tx, sheet.id, { type: "revoke-invitation", eventKey: `revoke:${supplierBusinessId}`, actor, note });
    // A draft's invitees were never told they were invited: only a published sheet's are told.
    if (sheet.state !== "draft" && sheet.state !== "approving")
      await noticeToBusiness(tx, supplierBusinessId, {
        title: "询价邀请已撤销",
        content: `采购方已撤销询价单《${sheet.title}》对贵司的邀请（${formatDateTime(now)}）。`,
        jumpUrl: `/user/my-quotation/default?id=${sheet.id}`,
      });
  });
}

/** Why a supplier may not answer or quote on a sheet: its invitation was revoked (null otherwise). */
export async function revokedRefusal(tx: Database, sheetId: number, businessId: number): Promise<string | null> {
  return (await invitationOf(tx, sheetId, businessId))?.state === "revoked" ? "采购方已撤销对贵司的邀请，不能参与或报价" : null;
}
