import { memberCalls } from "@cidp/api-client/contract";
import { menusFor } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime, maskPhone } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { captchaAssistMessages } from "../captcha/captcha.messages.ts";
import type { CredentialKind } from "../login-site/credential-guard.ts";
import { codeSentAnswer } from "../sms/code-sent-answer.ts";
import { smsMessages } from "../sms/sms.messages.ts";
import { createMemberRepository } from "./member.repository.ts";
import { companyInfoOf, memberFrameOf, userInfoOf } from "./member-frame.ts";
import { verifyPassword } from "./password.ts";
import { passwordLoginRefusalOf, passwordResetInAccount } from "./password-reset.ts";
import { RevokeReason, SESSION_TTL_SECONDS } from "./session.service.ts";

/** Options of the member routes: the rate limit of the credential calls (per IP and minute). */
export interface MemberRoutesOptions {
  db: Database;
  credentialLimit: { max: number; timeWindow: string };
  /**
   * The names of the roles each member holds in a business, for the member list. Roles are the
   * organisation module's, which stands above members: app.ts hands its reader in.
   */
  roleNamesByMember: (businessId: number, memberIds: readonly number[]) => Promise<Map<number, string[]>>;
}

const WRONG_CREDENTIALS = "手机号或密码错误";

/** The member service: login, businesses and switching, user and company info, menus, passwords. */
export async function memberRoutes(app: FastifyInstance, { db, credentialLimit, roleNamesByMember }: MemberRoutesOptions) {
  const members = createMemberRepository(db);
  const limited = { config: { rateLimit: credentialLimit } };

  /**
   * Checks a password under the throttle the login site applies too (one set of counts for every
   * path, see login-site/credential-guard.ts): a source that failed too often waits (429 with
   * Retry-After), an anonymous log-in under step-up needs a puzzle proof first (428); a wrong
   * password counts, a right one clears this source's count. Never a lock: the owner's own device
   * is not slowed by anyone else's failures. `attempt` answers what the right password unlocks, or null.
   */
  async function underThrottle<T>(
    request: FastifyRequest,
    phone: string,
    attempt: () => Promise<T | null>,
    wrong: string,
    check: { kind: CredentialKind; captchaProof?: string | undefined } = { kind: "other" },
  ): Promise<T> {
    await app.credentialGuard.enter(phone, request.ip, check);
    const result = await attempt();
    if (result === null) {
      await app.credentialGuard.failure(phone, request.ip);
      throw refuse("invalid", wrong);
    }
    await app.credentialGuard.success(phone, request.ip);
    return result;
  }

  /** Whether the member's own password is right, as `underThrottle` reads it. */
  const ownPassword = (password: string, hash: string) => async () => ((await verifyPassword(password, hash)) ? true : null);

  async function checkCredentials(request: FastifyRequest, input: { phone: string; password: string; captchaProof?: string | undefined }) {
    const matched = await underThrottle(request, input.phone, () => members.authenticate(input.phone, input.password), WRONG_CREDENTIALS, {
      kind: "password-login",
      captchaProof: input.captchaProof,
    });
    // The right password of a frozen member, or the old one of a member whose password the platform
    // reset, opens nothing; they read why (back office 会员管理).
    const refusal = passwordLoginRefusalOf(matched.member, matched.passwordReset);
    if (refusal) throw refuse("permission", refusal);
    return { input, found: matched.member };
  }

  contractRoute(
    app,
    memberCalls.loginTenantMemberBusiness,
    async (request) => {
      const { found } = await checkCredentials(request, request.body);
      const list = await members.listBusinesses(found.id);
      return ok(list.map((b) => ({ businessId: b.businessId, businessName: b.businessName, tenantId: b.tenantId, companyType: companyInfoOf(b).companyType })));
    },
    limited,
  );

  contractRoute(
    app,
    memberCalls.oauthToken,
    async (request) => {
      const input = request.body;
      const { found } = await checkCredentials(request, input);
      if (input.businessId !== undefined && !(await members.findMembership(found.id, input.businessId))) {
        throw refuse("permission", "无权以该企业身份操作");
      }
      const issued = await app.sessions.createSession(found.id, input.businessId ?? null, { userAgent: request.headers["user-agent"], ipAddress: request.ip });
      request.log.info({ memberId: found.id, sessionId: issued.sessionId }, "member logged in");
      return ok(
        {
          token: issued.token,
          tokenType: "bearer" as const,
          expiresIn: SESSION_TTL_SECONDS,
          userId: found.id,
          realName: found.realName,
          businessId: issued.businessId,
        },
        "登录成功",
      );
    },
    limited,
  );

  contractRoute(app, memberCalls.logout, async (request) => {
    await app.sessions.revokeSession(authOf(request).session.sessionId, RevokeReason.logout);
    return ok(null, "已退出登录");
  });

  contractRoute(app, memberCalls.businessList, async (request) => {
    const list = await members.listBusinesses(authOf(request).member.id);
    return ok(list.map((b) => ({ businessId: b.businessId, businessName: b.businessName })));
  });

  contractRoute(app, memberCalls.businessMemberList, async (request) => {
    const auth = authOf(request);
    // requireBusiness guarantees a selected business the member belongs to: only its members are listed.
    const businessId = auth.business?.businessId ?? 0;
    const { current, size, keyword } = request.query;
    const { records, total } = await members.listBusinessMembers({ businessId, current, size, keyword });
    const roleNames = await roleNamesByMember(
      businessId,
      records.map((row) => row.memberId),
    );
    return ok({
      records: records.map((row) => ({
        memberId: row.memberId,
        realName: row.realName,
        phone: maskPhone(row.phone),
        role: row.role === "admin" ? ("admin" as const) : ("member" as const),
        roleNames: roleNames.get(row.memberId) ?? [],
        joinTime: formatDateTime(row.joinedAt),
        isMe: row.memberId === auth.member.id,
      })),
      total,
      current,
      size,
      pages: Math.ceil(total / size),
    });
  });

  contractRoute(app, memberCalls.switchBusinessToken, async (request) => {
    const { businessId } = request.query;
    const issued = await app.sessions.switchBusiness(authOf(request).session, businessId);
    if (!issued || issued.businessId === null) throw refuse("permission", "无权以该企业身份操作");
    return ok({ token: issued.token, businessId: issued.businessId }, "切换成功");
  });

  contractRoute(app, memberCalls.userInfo, async (request) => ok(userInfoOf(authOf(request))));

  // One answer for what every member page frames itself with: the session was checked once, the
  // business's access is read once, and the menu is cut from it (four calls' worth of work in one).
  contractRoute(app, memberCalls.memberFrame, async (request) => {
    const auth = authOf(request);
    const access = auth.business ? await app.permissionGuard.accessOf(auth.member.id, auth.business.businessId) : null;
    return ok(memberFrameOf(auth, access));
  });

  contractRoute(app, memberCalls.companyInfo, async (request) => {
    const auth = authOf(request);
    if (!auth.business) return { code: 200, msg: "未选择企业", data: null, success: false };
    return ok(companyInfoOf(auth.business));
  });

  contractRoute(app, memberCalls.memberInfoDetail, async (request) => {
    const { member: m } = authOf(request);
    const list = await members.listBusinesses(m.id);
    return ok({
      id: m.id,
      realName: m.realName,
      phone: maskPhone(m.phone),
      avatar: m.avatar,
      hasPayPassword: m.payPasswordHash !== null,
      createTime: formatDateTime(m.createdAt),
      businesses: list.map(companyInfoOf),
    });
  });

  contractRoute(app, memberCalls.platformMenus, async (request) => {
    const auth = authOf(request);
    const selected = auth.business;
    const access = selected ? await app.permissionGuard.accessOf(auth.member.id, selected.businessId) : null;
    return ok(menusFor(selected?.companyType ?? "require", access?.permissions ?? []));
  });

  contractRoute(app, memberCalls.userFlag, async (request) => {
    const auth = authOf(request);
    return ok({
      hasPassword: auth.member.passwordResetAt === null,
      hasPayPassword: auth.member.payPasswordHash !== null,
      companyCertified: auth.business?.certificationState === "certified",
    });
  });

  contractRoute(
    app,
    memberCalls.updatePassword,
    async (request) => {
      const auth = authOf(request);
      const input = request.body;
      // No old password works after a reset by the platform: 设置登录密码 (a code to the member's phone) sets the new one.
      if (auth.member.passwordResetAt) throw refuse("invalid", passwordResetInAccount);
      await underThrottle(request, auth.member.phone, ownPassword(input.oldPassword, auth.member.passwordHash), "原密码错误");
      await members.updatePassword(auth.member.id, input.newPassword);
      // Everyone else holding the old credentials is logged out; this session stays.
      await app.sessions.revokeOtherSessions(auth.member.id, auth.session.sessionId, RevokeReason.password);
      return ok(null, "密码修改成功");
    },
    limited,
  );

  async function setPayPassword(request: FastifyRequest, { payPassword, password }: { payPassword: string; password: string }) {
    const auth = authOf(request);
    if (auth.member.passwordResetAt) throw refuse("invalid", passwordResetInAccount);
    await underThrottle(request, auth.member.phone, ownPassword(password, auth.member.passwordHash), "登录密码错误");
    await members.updatePayPassword(auth.member.id, payPassword);
    return ok(null, "支付密码设置成功");
  }
  // The spec calls it with GET; POST keeps the secrets out of URLs for new callers.
  contractRoute(app, memberCalls.updatePayPasswordByQuery, (request) => setPayPassword(request, request.query), limited);
  contractRoute(app, memberCalls.updatePayPassword, (request) => setPayPassword(request, request.body), limited);

  contractRoute(
    app,
    memberCalls.tenantExistCheck,
    async (request) => {
      const { phoneNumber } = request.query;
      const exist = (await members.findByPhone(phoneNumber)) !== null;
      return ok({ exist }, exist ? "该手机号已注册" : "该手机号未注册");
    },
    limited,
  );

  contractRoute(
    app,
    memberCalls.smsVerificationCode,
    async (request, reply) => {
      const { phone } = request.query;
      const { templateId, proof } = request.body;
      if (!(await app.captchas.spendProof(proof, phone))) throw refuse("invalid", smsMessages.captchaRequired);
      return codeSentAnswer(await app.smsCodes.send({ phone, purpose: templateId, ip: request.ip }), reply);
    },
    limited,
  );

  // 设置登录密码 (/user/password/set): the member proves the phone with a code sent to it, not with
  // the old password. The code is a "reset" code (it proves the same thing as the forgotten-password
  // one), so the send limits are shared; the phone always comes from the session.
  contractRoute(
    app,
    memberCalls.sendOwnVerificationCode,
    async (request, reply) => {
      const { member } = authOf(request);
      const { proof, assist } = request.body;
      if (assist) {
        // The SMS alternative to the puzzle: the code goes to the member's own phone, within its budget.
        const assisted = await app.captchas.assist({ address: request.ip, phone: member.phone });
        if (!assisted.ok) throw new HttpError(assisted.refusal === "bad_phone" ? 400 : 429, captchaAssistMessages[assisted.refusal]);
      } else if (!(await app.captchas.spendProof(proof, member.phone))) throw refuse("invalid", smsMessages.captchaRequired);
      return codeSentAnswer(await app.smsCodes.send({ phone: member.phone, purpose: "reset", ip: request.ip }), reply);
    },
    limited,
  );

  contractRoute(
    app,
    memberCalls.setPassword,
    async (request) => {
      const auth = authOf(request);
      const { code, newPassword } = request.body;
      const phone = auth.member.phone;
      // The throttle of every credential check: a source that failed too often waits, a wrong code counts.
      await app.credentialGuard.enter(phone, request.ip, { kind: "other" });
      const verified = await app.smsCodes.verify({ phone, purpose: "reset", code });
      if (!verified.ok) {
        await app.credentialGuard.failure(phone, request.ip);
        throw refuse("invalid", verified.msg);
      }
      await app.credentialGuard.success(phone, request.ip);
      await members.updatePassword(auth.member.id, newPassword);
      // As with a change: everyone else holding the old credentials is logged out; this session stays.
      await app.sessions.revokeOtherSessions(auth.member.id, auth.session.sessionId, RevokeReason.password);
      return ok(null, "登录密码设置成功");
    },
    limited,
  );

  contractRoute(
    app,
    memberCalls.forgetPassword,
    async (request) => {
      const input = request.body;
      await app.credentialGuard.enter(input.phone, request.ip, { kind: "other" });
      const verified = await app.smsCodes.verify({ phone: input.phone, purpose: "reset", code: input.code });
      // A wrong code counts like a wrong password, as on the login site.
      if (!verified.ok) {
        await app.credentialGuard.failure(input.phone, request.ip);
        throw refuse("invalid", verified.msg);
      }
      const found = await members.findByPhone(input.phone);
      // A reset code is only delivered to registered phones, so a verified code implies a member.
      if (!found) throw refuse("invalid", "验证码错误或已过期，请重新获取");
      await members.updatePassword(found.id, input.newPassword);
      await app.sessions.revokeOtherSessions(found.id, null, RevokeReason.password);
      await app.credentialGuard.success(input.phone, request.ip);
      return ok(null, "密码重置成功，请重新登录");
    },
    limited,
  );
}
