import { procurementCalls } from "@cidp/api-client/contract";
import { checkExternalInvitee } from "@cidp/domain";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { composeSms } from "../../platform/sms/compose-sms.ts";
import { SmsNotice } from "../../platform/sms/sms.constants.ts";
import { queueSmsNotice } from "../../platform/sms/sms-notice-job.ts";
import { refuse } from "../../runtime/refusal.ts";
import { buyerOf } from "./buyer-context.ts";
import { type ExternalInvitationOutcome, type ExternalInvitee, inviteExternalCompany } from "./external-invitation-records.ts";
import { invitationPage, maskedContact, sheetWarnings } from "./invitations.ts";

/**
 * The address an invitation text carries: the login site's registration page, returning through the
 * portal's /login-back to the invitation. The login site lives on the portal's host at the services'
 * port unless LOGIN_SITE_ORIGIN says otherwise (the portal's own rule for its log-in links).
 */
export function registrationLink(portalHome: string, sheetId: number, env: NodeJS.ProcessEnv = process.env): string {
  const portal = new URL(portalHome);
  const loginSite = env.LOGIN_SITE_ORIGIN?.replace(/\/+$/, "") || `${portal.protocol}//${portal.hostname}:${env.SERVER_PORT ?? "3001"}`;
  const back = `${portal.origin}/login-back?target=${encodeURIComponent(invitationPage(sheetId))}`;
  return `${loginSite}/register?redirect=${encodeURIComponent(back)}`;
}

/** What the buyer is told: invited at once, texted, not texted again today, or recorded by credit code. */
function outcomeMessage(done: ExternalInvitationOutcome, invitee: ExternalInvitee): string {
  if (done.outcome === "invited") return `${done.supplierName}已在平台认证，已直接邀请`;
  if (invitee.phone && done.mayText) return `已向 ${maskedContact(invitee)} 发送注册邀请短信，该企业注册认证后邀请生效`;
  if (invitee.phone) return `${maskedContact(invitee)} 今日已收到多条邀请短信，本次不再发送；已记录邀请，该企业注册认证后邀请生效`;
  return "已记录邀请，该企业以此统一社会信用代码完成注册认证后邀请生效";
}

/** 邀请未注册供应商: by phone or credit code; a company already certified on the platform is invited at once. */
export async function externalInvitationRoutes(
  app: FastifyInstance,
  { db, portalHome, now = () => new Date() }: { db: Database; portalHome: string; now?: () => Date },
) {
  contractRoute(app, procurementCalls.inviteExternal, async (request) => {
    const { auth, businessId, actor } = buyerOf(request);
    const checked = checkExternalInvitee(request.body);
    if (!checked.ok) throw refuse("invalid", checked.message);
    const invitee = checked.value;
    const done = await inviteExternalCompany(db, { sheetId: request.body.id, businessId, memberId: auth.member.id, actor, invitee, now: now() });
    if (done.outcome === "pending" && done.mayText && invitee.phone) {
      const { sheet } = done;
      const text = composeSms(SmsNotice.inquiryInvitation, invitee.phone, {
        buyer: auth.business?.businessName ?? "",
        title: sheet.title,
        deadline: formatDateTime(sheet.deadline),
        link: registrationLink(portalHome, sheet.id),
      });
      // The invitation stands without the text: it turns real whenever the company certifies.
      await queueSmsNotice(db, text, now()).catch((error: unknown) => request.log.warn({ err: error, sheetId: sheet.id }, "invitation text not queued"));
    }
    return ok({ outcome: done.outcome, supplierName: done.supplierName, warnings: await sheetWarnings(db, done.sheet) }, outcomeMessage(done, invitee));
  });
}
