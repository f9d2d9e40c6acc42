import { procurementCalls } from "@cidp/api-client/contract";
import { type InvitationState, transitionInvitation } from "@cidp/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { businesses } from "../../platform/member/schema.ts";
import { noticeToBusiness } from "../../platform/notice/business-notices.ts";
import { authOf } from "../../plugins/auth.ts";
import { applyToAll } from "./quotation-records.ts";
import { inquiryInvitations, inquiryQuotations } from "./schema.ts";
import { lockOwnSheet, logSheetEvent } from "./sheet-records.ts";

/** The domain's refusals of a revocation, as the buyer reads them. */
const revokeRefusals: Readonly<Record<string, string>> = {
  "invitation.deadline-passed": "报价已截止，不能撤销邀请",
  "invitation.transition-forbidden": "该供应商已报价，不能撤销邀请",
  "invitation.reason-required": "请填写原因",
};

/** Why a supplier may not answer or quote on a sheet: its invitation was revoked (null otherwise). */
export async function revokedRefusal(tx: Database, sheetId: number, businessId: number): Promise<string | null> {
  const [invitation] = await tx
    .select({ state: inquiryInvitations.state })
    .from(inquiryInvitations)
    .where(and(eq(inquiryInvitations.sheetId, sheetId), eq(inquiryInvitations.supplierBusinessId, businessId)));
  return invitation?.state === "revoked" ? "采购方已撤销对贵司的邀请，不能参与或报价" : null;
}

/**
 * 撤销邀请: before the deadline and before the supplier has quoted (the domain's rule). The
 * supplier's quotation row lapses (已失效), they are told, and the 操作日志 records it.
 */
export async function revokeInvitationRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  contractRoute(app, procurementCalls.revokeInvitation, async (request) => {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, "请先选择企业");
    const { businessId } = auth.business;
    const { id, supplierBusinessId } = request.body;
    await db.transaction(async (tx) => {
      const sheet = await lockOwnSheet(tx, id, businessId);
      const [invitation] = await tx
        .select()
        .from(inquiryInvitations)
        .where(and(eq(inquiryInvitations.sheetId, sheet.id), eq(inquiryInvitations.supplierBusinessId, supplierBusinessId)));
      if (!invitation) throw new HttpError(404, "未邀请该供应商");
      const at = now();
      const result = transitionInvitation(invitation.state as InvitationState, { type: "revoke", now: at.getTime(), deadline: sheet.deadline.getTime() });
      if (!result.ok) throw new HttpError(400, revokeRefusals[result.code] ?? "不能撤销邀请");
      if (!result.value.changed) return;
      await tx.update(inquiryInvitations).set({ state: "revoked" }).where(eq(inquiryInvitations.id, invitation.id));
      const quotations = await tx
        .select()
        .from(inquiryQuotations)
        .where(and(eq(inquiryQuotations.sheetId, sheet.id), eq(inquiryQuotations.supplierBusinessId, supplierBusinessId)));
      await applyToAll(tx, quotations, () => ({ type: "sheet-ended" }));
      const [supplier] = await tx.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, supplierBusinessId));
      await logSheetEvent(tx, sheet.id, {
        type: "revoke-invitation",
        eventKey: `revoke:${supplierBusinessId}`,
        actor: { kind: "buyer", businessId, memberId: auth.member.id },
        note: `撤销对${supplier?.name ?? "供应商"}的邀请`,
      });
      // A draft's invitees were never told they were invited: only a published sheet's are told.
      if (sheet.state !== "draft" && sheet.state !== "approving")
        await noticeToBusiness(tx, supplierBusinessId, {
          title: "询价邀请已撤销",
          content: `采购方已撤销询价单《${sheet.title}》对贵司的邀请（${formatDateTime(at)}）。`,
          jumpUrl: `/user/my-quotation/default?id=${sheet.id}`,
        });
    });
    return ok(null, "已撤销邀请");
  });
}
