import { grantRefusal, ORGANISATION_MESSAGES } from "@cidp/domain";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import { refuse } from "../../runtime/refusal.ts";
import { composeSms } from "../sms/compose-sms.ts";
import { SmsNotice } from "../sms/sms.constants.ts";
import { queueSmsNotice } from "../sms/sms-notice-job.ts";
import type { PermissionGuard } from "./permission-guard.ts";
import { ADMIN_TEMPLATE } from "./repository.ts";

/** How long an invitation stays open. */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;

/**
 * Refuses (403) giving `roles` to `targetId` (null: someone not yet a member, an invitee): the
 * domain's grant rule (nobody changes their own roles, a non-administrator grants only what they
 * hold), and only an administrator makes or unmakes administrators. Inviting is granting, whether
 * an administrator invites by phone or answers a join request.
 */
export async function refuseGrant(
  permissionGuard: PermissionGuard,
  granterId: number,
  businessId: number,
  targetId: number | null,
  roles: readonly { template: string | null; permissions: string[] }[],
  targetIsAdmin: boolean,
): Promise<void> {
  const granter = await permissionGuard.accessOf(granterId, businessId);
  const refusal = grantRefusal({
    granterId,
    targetId: targetId ?? 0,
    granterIsAdmin: granter.isAdmin,
    granterPermissions: granter.permissions,
    permissions: roles.flatMap((r) => r.permissions),
  });
  if (refusal === "self") throw refuse("permission", ORGANISATION_MESSAGES.self);
  if (refusal === "escalation") throw refuse("permission", ORGANISATION_MESSAGES.escalation);
  const makesAdmin = roles.some((r) => r.template === ADMIN_TEMPLATE);
  if ((makesAdmin || targetIsAdmin) && !granter.isAdmin) throw refuse("permission", ORGANISATION_MESSAGES.escalation);
}

/**
 * Queues the invitation's text to the invitee's phone, with the link to it on the portal. The
 * invitation stands without the text (the invitee also sees it in their notices): a failure to
 * queue is logged, never answered.
 */
export async function queueInvitationText(
  db: Database,
  log: FastifyBaseLogger,
  invitation: { id: number; phone: string; inviterName: string; businessName: string },
  portalHome: string,
  at: Date,
): Promise<void> {
  const link = new URL(`/user/notice/invitationInfo?id=${invitation.id}`, portalHome).toString();
  await queueSmsNotice(
    db,
    composeSms(SmsNotice.organisationInvitation, invitation.phone, { inviter: invitation.inviterName, company: invitation.businessName, link }),
    at,
  ).catch((error: unknown) => log.warn({ err: error, invitationId: invitation.id }, "invitation text not queued"));
}
