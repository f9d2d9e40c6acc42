import { privacyCalls } from "@cidp/api-client/contract";
import { DELETION_COOLING_OFF_DAYS, PRIVACY_CONSENT_VERSION, PRIVACY_CONSENTS } from "@cidp/domain";
import { and, asc, count, desc, eq, isNull, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { bankCards } from "../bankcard/schema.ts";
import { personalCertifications } from "../certification/schema.ts";
import { registrationConsents } from "../login-site/schema.ts";
import { verifyPassword } from "../member/password.ts";
import { businesses, memberships, sessions } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { businessInvitations, businessRoles, memberRoles } from "../organisation/schema.ts";
import type { StoredFiles } from "../upload/stored-files.ts";
import { accountDeletions, privacyConsents } from "./schema.ts";

const DAY_MS = 86_400_000;

/** The texts of the privacy calls. */
export const privacyMessages = {
  soleAdmin: "您是「{business}」唯一的管理员，请先将管理员转让给其他成员，再申请注销",
  alreadyRequested: "已提交注销申请，冷静期结束后生效",
  noRequest: "没有待生效的注销申请",
  wrongPassword: "登录密码错误",
} as const;

/** The member's rights over their information: consents, a copy of their data, and 注销. */
export async function privacyRoutes(app: FastifyInstance, { db, files, now = () => new Date() }: { db: Database; files: StoredFiles; now?: () => Date }) {
  async function pendingDeletion(memberId: number) {
    const [row] = await db
      .select()
      .from(accountDeletions)
      .where(and(eq(accountDeletions.memberId, memberId), isNull(accountDeletions.completedAt)));
    return row ? { requestTime: formatDateTime(row.requestedAt), effectiveTime: formatDateTime(row.effectiveAt) } : null;
  }

  contractRoute(app, privacyCalls.overview, async (request) => {
    const { member } = authOf(request);
    const [agreements, consents, deletion] = await Promise.all([
      db.select().from(registrationConsents).where(eq(registrationConsents.memberId, member.id)).orderBy(desc(registrationConsents.consentedAt)).limit(1),
      db.select().from(privacyConsents).where(eq(privacyConsents.memberId, member.id)),
      pendingDeletion(member.id),
    ]);
    const [registration] = agreements;
    const chosen = new Map(consents.map((c) => [c.purpose, c]));
    return ok({
      agreements: registration
        ? [
            { name: "用户协议", version: registration.userAgreementVersion, consentTime: formatDateTime(registration.consentedAt) },
            { name: "隐私政策", version: registration.privacyPolicyVersion, consentTime: formatDateTime(registration.consentedAt) },
          ]
        : [],
      consents: PRIVACY_CONSENTS.map(({ purpose, label }) => {
        const choice = chosen.get(purpose);
        return { purpose, label, granted: choice?.granted ?? false, changeTime: choice ? formatDateTime(choice.changedAt) : null };
      }),
      deletion,
    });
  });

  contractRoute(app, privacyCalls.setConsent, async (request) => {
    const { member } = authOf(request);
    const { purpose, granted } = request.body;
    const values = { memberId: member.id, purpose, granted, version: PRIVACY_CONSENT_VERSION, changedAt: now() };
    await db
      .insert(privacyConsents)
      .values(values)
      .onConflictDoUpdate({
        target: [privacyConsents.memberId, privacyConsents.purpose],
        set: { granted, version: PRIVACY_CONSENT_VERSION, changedAt: values.changedAt },
      });
    return ok(null, granted ? "已授权" : "已撤回授权");
  });

  contractRoute(app, privacyCalls.exportData, async (request) => {
    const { member } = authOf(request);
    const [businessRows, roleRows, cards, consents, registration, received, noticeRows, sessionRows, deletion] = await Promise.all([
      db
        .select({ id: businesses.id, name: businesses.name, role: memberships.role, joinedAt: memberships.createdAt })
        .from(memberships)
        .innerJoin(businesses, eq(businesses.id, memberships.businessId))
        .where(eq(memberships.memberId, member.id))
        .orderBy(asc(memberships.createdAt)),
      db
        .select({ businessId: memberRoles.businessId, name: businessRoles.name })
        .from(memberRoles)
        .innerJoin(businessRoles, eq(businessRoles.id, memberRoles.roleId))
        .where(eq(memberRoles.memberId, member.id)),
      db
        .select()
        .from(bankCards)
        .where(and(eq(bankCards.memberId, member.id), isNull(bankCards.businessId))),
      db.select().from(privacyConsents).where(eq(privacyConsents.memberId, member.id)),
      db.select().from(registrationConsents).where(eq(registrationConsents.memberId, member.id)),
      db.select().from(businessInvitations).where(eq(businessInvitations.phone, member.phone)),
      db.select().from(notices).where(eq(notices.memberId, member.id)).orderBy(desc(notices.createdAt)),
      db.select().from(sessions).where(eq(sessions.memberId, member.id)).orderBy(desc(sessions.createdAt)),
      pendingDeletion(member.id),
    ]);
    const [certifications, uploaded] = await Promise.all([
      db.select().from(personalCertifications).where(eq(personalCertifications.memberId, member.id)).orderBy(desc(personalCertifications.id)),
      files.ownedFiles(member.id),
    ]);
    const time = (date: Date | null) => (date ? formatDateTime(date) : null);
    // Everything personal the platform holds about the member, in their own words and numbers.
    return ok({
      exportedAt: formatDateTime(now()),
      profile: {
        realName: member.realName,
        phone: member.phone,
        avatar: member.avatar,
        email: member.email,
        hasPayPassword: member.payPasswordHash !== null,
        registeredAt: time(member.createdAt),
      },
      businesses: businessRows.map((b) => ({
        name: b.name,
        administrator: b.role === "admin",
        roles: roleRows.filter((r) => r.businessId === b.id).map((r) => r.name),
        joinedAt: time(b.joinedAt),
      })),
      bankCards: cards.map((c) => ({ bank: c.bankName, holderName: c.holderName, last4: c.last4, default: c.isDefault, boundAt: time(c.createdAt) })),
      agreements: registration.map((r) => ({
        userAgreement: r.userAgreementVersion,
        privacyPolicy: r.privacyPolicyVersion,
        consentedAt: time(r.consentedAt),
        ip: r.ip,
      })),
      consents: consents.map((c) => ({ purpose: c.purpose, granted: c.granted, version: c.version, changedAt: time(c.changedAt) })),
      invitationsReceived: received.map((i) => ({ businessId: i.businessId, status: i.status, createdAt: time(i.createdAt) })),
      notices: noticeRows.map((n) => ({ title: n.title, content: n.content, createdAt: time(n.createdAt), readAt: time(n.readAt) })),
      logins: sessionRows.map((s) => ({ at: time(s.createdAt), expiresAt: time(s.expiresAt), endedAt: time(s.revokedAt), endedBecause: s.revokeReason })),
      personalCertifications: certifications.map((c) => ({
        realName: c.realName,
        idNumber: c.idNumberMasked,
        state: c.state,
        submittedAt: time(c.submittedAt),
        reviewedAt: time(c.reviewedAt),
      })),
      /** The files the member uploaded; the ZIP export (portal) downloads each by its link, valid for an hour. */
      files: uploaded.map((f) => ({ fileName: f.fileName, size: f.size, uploadedAt: time(f.uploadedAt), link: f.link })),
      accountDeletion: deletion,
    });
  });

  /** The business the member alone administers while others remain in it, if any. */
  async function soleAdministration(memberId: number): Promise<string | null> {
    const administered = await db
      .select({ businessId: memberships.businessId, name: businesses.name })
      .from(memberships)
      .innerJoin(businesses, eq(businesses.id, memberships.businessId))
      .where(and(eq(memberships.memberId, memberId), eq(memberships.role, "admin")));
    for (const business of administered) {
      const [others] = await db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.businessId, business.businessId), ne(memberships.memberId, memberId)));
      const [otherAdmins] = await db
        .select({ n: count() })
        .from(memberships)
        .where(and(eq(memberships.businessId, business.businessId), ne(memberships.memberId, memberId), eq(memberships.role, "admin")));
      if ((others?.n ?? 0) > 0 && (otherAdmins?.n ?? 0) === 0) return business.name;
    }
    return null;
  }

  contractRoute(app, privacyCalls.requestDeletion, async (request: FastifyRequest & { body: { password: string } }) => {
    const { member } = authOf(request);
    // Confirmed with the login password, under the one throttle of every password check (waits, never a lock).
    await app.credentialGuard.enter(member.phone, request.ip, { kind: "other" });
    if (!(await verifyPassword(request.body.password, member.passwordHash))) {
      await app.credentialGuard.failure(member.phone, request.ip);
      throw new HttpError(400, privacyMessages.wrongPassword);
    }
    await app.credentialGuard.success(member.phone, request.ip);
    if (await pendingDeletion(member.id)) throw new HttpError(400, privacyMessages.alreadyRequested);
    const sole = await soleAdministration(member.id);
    if (sole) throw new HttpError(400, privacyMessages.soleAdmin.replace("{business}", sole));
    const requestedAt = now();
    const effectiveAt = new Date(requestedAt.getTime() + DELETION_COOLING_OFF_DAYS * DAY_MS);
    await db
      .insert(accountDeletions)
      .values({ memberId: member.id, requestedAt, effectiveAt })
      .onConflictDoUpdate({ target: accountDeletions.memberId, set: { requestedAt, effectiveAt, completedAt: null } });
    return ok(await pendingDeletion(member.id), `注销申请已提交，将于${DELETION_COOLING_OFF_DAYS}天后生效，期间可随时撤销`);
  });

  contractRoute(app, privacyCalls.cancelDeletion, async (request) => {
    const { member } = authOf(request);
    const removed = await db
      .delete(accountDeletions)
      .where(and(eq(accountDeletions.memberId, member.id), isNull(accountDeletions.completedAt)))
      .returning({ memberId: accountDeletions.memberId });
    if (removed.length === 0) throw new HttpError(400, privacyMessages.noRequest);
    return ok(null, "已撤销注销申请");
  });
}
