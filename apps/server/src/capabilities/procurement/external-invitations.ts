import { procurementCalls } from "@cidp/api-client/contract";
import { checkExternalInvitee, EXTERNAL_INVITATION_LIMITS, EXTERNAL_INVITATION_MESSAGES, invitationsOpen } from "@cidp/domain";
import { and, asc, count, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { businesses, members, memberships } from "../../platform/member/schema.ts";
import { SYSTEM_ACTOR } from "../../platform/sealed-bidding/call-event-log.ts";
import { authOf } from "../../plugins/auth.ts";
import { invitationPage, openInvitations, sheetWarnings } from "./invitations.ts";
import { inquiryExternalInvitations, inquiryInvitations } from "./schema.ts";
import { lockOwnSheet, lockSheet, logSheetEvent, type SheetActor, type SheetRow } from "./sheet-records.ts";

const refuse = (code: keyof typeof EXTERNAL_INVITATION_MESSAGES) => new HttpError(400, EXTERNAL_INVITATION_MESSAGES[code]);

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

/** `139****0001` / `912201…355`: enough for the buyer to recognise, no more. */
export function maskedContact(row: { phone: string | null; creditCode: string | null }): string {
  if (row.phone) return `${row.phone.slice(0, 3)}****${row.phone.slice(7)}`;
  const code = row.creditCode ?? "";
  return `${code.slice(0, 6)}…${code.slice(-3)}`;
}

/** The certified business an invitee names: by its credit code, or one its phone administers. */
async function certifiedBusinessOf(tx: Database, invitee: { phone: string | null; creditCode: string | null }) {
  if (invitee.creditCode) {
    const [found] = await tx
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(and(eq(businesses.creditCode, invitee.creditCode), eq(businesses.certificationState, "certified")));
    return found;
  }
  const [found] = await tx
    .select({ id: businesses.id, name: businesses.name })
    .from(members)
    .innerJoin(memberships, and(eq(memberships.memberId, members.id), eq(memberships.role, "admin")))
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(members.phone, invitee.phone ?? ""), eq(businesses.certificationState, "certified")))
    .orderBy(asc(businesses.id))
    .limit(1);
  return found;
}

/** Adds a business to a sheet's invitations (told at once when the sheet is out); false when it was already invited. */
async function inviteBusiness(tx: Database, sheet: SheetRow, supplierBusinessId: number, note: string, actor: SheetActor): Promise<boolean> {
  const [added] = await tx
    .insert(inquiryInvitations)
    .values({ sheetId: sheet.id, supplierBusinessId })
    .onConflictDoNothing()
    .returning({ id: inquiryInvitations.id });
  if (!added) return false;
  await logSheetEvent(tx, sheet.id, { type: "invite", eventKey: `invite:${supplierBusinessId}:${added.id}`, actor, note });
  if (sheet.state === "quoting") await openInvitations(tx, sheet, [supplierBusinessId]);
  return true;
}

/**
 * A business just certified: every pending invitation naming its credit code, or the phone of one of
 * its administrators, becomes a real invitation (the business is told when the sheet is out). An
 * invitation whose sheet no longer takes invitations, or from the business itself, is closed
 * without one. Returns how many invitations were made.
 */
export async function claimExternalInvitations(tx: Database, businessId: number, now: Date): Promise<number> {
  const [business] = await tx.select({ creditCode: businesses.creditCode, name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  if (!business) return 0;
  const phones = (
    await tx
      .select({ phone: members.phone })
      .from(memberships)
      .innerJoin(members, eq(members.id, memberships.memberId))
      .where(and(eq(memberships.businessId, businessId), eq(memberships.role, "admin")))
  ).map((m) => m.phone);
  const pending = await tx
    .select()
    .from(inquiryExternalInvitations)
    .where(
      and(
        isNull(inquiryExternalInvitations.claimedAt),
        or(eq(inquiryExternalInvitations.creditCode, business.creditCode), phones.length > 0 ? inArray(inquiryExternalInvitations.phone, phones) : undefined),
      ),
    )
    .orderBy(asc(inquiryExternalInvitations.id));
  let made = 0;
  for (const row of pending) {
    const sheet = await lockSheet(tx, row.sheetId);
    if (!sheet) continue;
    await tx.update(inquiryExternalInvitations).set({ claimedAt: now, supplierBusinessId: businessId }).where(eq(inquiryExternalInvitations.id, row.id));
    if (sheet.buyerBusinessId === businessId || !invitationsOpen(sheet.state, sheet.deadline.getTime(), now.getTime())) continue;
    const note = `${row.companyName}完成注册认证（${business.name}），邀请生效`;
    if (await inviteBusiness(tx, sheet, businessId, note, SYSTEM_ACTOR)) made++;
  }
  return made;
}

/** 邀请未注册供应商: by phone or credit code; a company already certified on the platform is invited at once. */
export async function externalInvitationRoutes(
  app: FastifyInstance,
  { db, portalHome, now = () => new Date() }: { db: Database; portalHome: string; now?: () => Date },
) {
  contractRoute(app, procurementCalls.inviteExternal, async (request) => {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, "请先选择企业");
    const { businessId } = auth.business;
    const actor: SheetActor = { kind: "buyer", businessId, memberId: auth.member.id };
    const checked = checkExternalInvitee(request.body);
    if (!checked.ok) throw new HttpError(400, checked.message);
    const invitee = checked.value;
    const done = await db.transaction(async (tx) => {
      const sheet = await lockOwnSheet(tx, request.body.id, businessId);
      if (!invitationsOpen(sheet.state, sheet.deadline.getTime(), now().getTime())) throw refuse("external.closed");
      const known = await certifiedBusinessOf(tx, invitee);
      if (known) {
        if (known.id === businessId) throw refuse("external.own-business");
        if (!(await inviteBusiness(tx, sheet, known.id, `邀请供应商${known.name}`, actor))) throw refuse("external.duplicate");
        return { sheet, outcome: "invited" as const, supplierName: known.name, mayText: false };
      }
      const [onSheet] = await tx.select({ n: count() }).from(inquiryExternalInvitations).where(eq(inquiryExternalInvitations.sheetId, sheet.id));
      if ((onSheet?.n ?? 0) >= EXTERNAL_INVITATION_LIMITS.perSheet) throw refuse("external.sheet-cap");
      const dayAgo = new Date(now().getTime() - 86_400_000);
      const [textedToday] = invitee.phone
        ? await tx
            .select({ n: count() })
            .from(inquiryExternalInvitations)
            .where(and(eq(inquiryExternalInvitations.phone, invitee.phone), gt(inquiryExternalInvitations.invitedAt, dayAgo)))
        : [];
      const mayText = invitee.phone !== null && (textedToday?.n ?? 0) < EXTERNAL_INVITATION_LIMITS.textsPerPhonePerDay;
      const [stored] = await tx
        .insert(inquiryExternalInvitations)
        .values({
          sheetId: sheet.id,
          companyName: invitee.companyName,
          phone: invitee.phone,
          creditCode: invitee.creditCode,
          invitedBy: auth.member.id,
          invitedAt: now(),
        })
        .onConflictDoNothing()
        .returning({ id: inquiryExternalInvitations.id });
      if (!stored) throw refuse("external.duplicate");
      await logSheetEvent(tx, sheet.id, {
        type: "invite-external",
        eventKey: `invite-external:${stored.id}`,
        actor,
        note: `邀请未注册企业${invitee.companyName}（${maskedContact(invitee)}），待注册`,
      });
      return { sheet, outcome: "pending" as const, supplierName: invitee.companyName, mayText };
    });
    if (done.outcome === "pending" && done.mayText && invitee.phone) {
      const text = `【建筑产业互联网平台】${auth.business.businessName}邀请贵司参与询价《${done.sheet.title}》，报价截止 ${formatDateTime(done.sheet.deadline)}。请注册并完成企业认证后查看邀请：${registrationLink(portalHome, done.sheet.id)}`;
      // The invitation stands without the text: it turns real whenever the company certifies.
      await app.smsProvider
        .send({ phone: invitee.phone, purpose: "generic", code: null, text })
        .catch((error: unknown) => request.log.warn({ err: error, sheetId: done.sheet.id }, "invitation text not sent"));
    }
    const msg =
      done.outcome === "invited"
        ? `${done.supplierName}已在平台认证，已直接邀请`
        : invitee.phone && done.mayText
          ? `已向 ${maskedContact(invitee)} 发送注册邀请短信，该企业注册认证后邀请生效`
          : invitee.phone
            ? `${maskedContact(invitee)} 今日已收到多条邀请短信，本次不再发送；已记录邀请，该企业注册认证后邀请生效`
            : "已记录邀请，该企业以此统一社会信用代码完成注册认证后邀请生效";
    return ok({ outcome: done.outcome, supplierName: done.supplierName, warnings: await sheetWarnings(db, done.sheet) }, msg);
  });
}
