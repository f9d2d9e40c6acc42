import { and, desc, eq, gt, gte, ilike, isNull, like, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { keywordMatchInOrder } from "../../db/keyword-match.ts";
import { keywordLookup } from "../../db/keyword-page.ts";
import { containsPattern } from "../../db/like.ts";
import { formatDateTime } from "../../http/format.ts";
import { personalCertifications } from "../certification/schema.ts";
import { RETIRED_HASH_PREFIX } from "../member/password.ts";
import { businesses, members, memberships, sessions } from "../member/schema.ts";
import { RevokeReason } from "../member/session.service.ts";
import { throttleCounters } from "../throttle/schema.ts";
import { operatorAudit } from "./schema.ts";

/** The most members one search answers (a back-office look-up, not a list to page through). */
const MEMBER_SEARCH_LIMIT = 50;
const REASON_MAX = 200;

type Member = typeof members.$inferSelect;

/** Who made a change, for the audit line written in the change's own transaction. */
export interface StaffActor {
  operatorId: number;
  ip: string;
}

/** A refusal the back office shows on the field or page (400), or 404 for a member that does not exist. */
export class MemberAdminError extends Error {
  constructor(
    readonly status: 400 | 404,
    message: string,
  ) {
    super(message);
    this.name = "MemberAdminError";
  }
}

/** The throttle counters that hold a phone's log-in failures (credential-guard.ts's keys). */
const lockoutKeys = (phone: string) => or(eq(throttleCounters.key, `login:account:${phone}`), like(throttleCounters.key, `login:pair:${phone}|%`));

/**
 * Phones starting with `digits`: a range of the phone's unique index (every phone is eleven digits,
 * so the range holds exactly those), in any collation, with the LIKE to say it plainly.
 */
/** What a 统一社会信用代码 looks like: eighteen characters of its alphabet (its check digit is not this search's business). */
const CREDIT_CODE_SHAPE = /^[0-9A-Za-z]{18}$/;

const phoneStarting = (digits: string) => and(gte(members.phone, digits), lte(members.phone, digits.padEnd(11, "9")), like(members.phone, `${digits}%`));

const certificationLabels: Readonly<Record<string, string>> = { pending: "审核中", certified: "已认证", rejected: "已驳回", uncertified: "未认证" };

/**
 * 会员管理 of the back office: look a member up by phone, name or a business's credit code; read
 * their businesses and roles, live sessions, certification history and log-in limits; freeze and
 * unfreeze (a frozen member's sessions end at once and every log-in is refused with the reason),
 * lift the limits their failed log-ins put on them, and reset them to the SMS log-in (the password
 * stops working, every session ends; the member logs in by SMS code and chooses a new password).
 * Every change writes its audit line, with before and after, in the change's own transaction.
 */
export function createMemberAdmin(db: Database, now: () => Date = () => new Date()) {
  async function memberOf(id: number) {
    const [member] = await db.select().from(members).where(eq(members.id, id)).limit(1);
    if (!member) throw new MemberAdminError(404, "会员不存在");
    return member;
  }

  const audit = (tx: Pick<Database, "insert">, actor: StaffActor, action: string, memberId: number, detail: Record<string, unknown>) =>
    tx
      .insert(operatorAudit)
      .values({ operatorId: actor.operatorId, action, subjectKind: "member", subjectId: memberId, detail, ip: actor.ip, createdAt: now() });

  /** How the audit lines name a member: their name and phone. */
  const titleOf = (member: Member) => `${member.realName}（${member.phone}）`;

  /** The trimmed reason staff give for a change, or its refusal (`missing` when blank, else `请填写…`). */
  function reasonOf(reason: string, what: string, missing = `请填写${what}`): string {
    const text = reason.trim();
    if (text.length === 0) throw new MemberAdminError(400, missing);
    if ([...text].length > REASON_MAX) throw new MemberAdminError(400, `${what}不能超过${REASON_MAX}个字`);
    return text;
  }

  /**
   * Ends every live session of the member in `tx` (a freeze, a reset password) and writes the
   * change's audit line with its reason and how many sessions ended: the two changes that log a
   * member out record it alike. Answers how many ended.
   */
  async function endSessionsAudited(
    tx: Pick<Database, "update" | "insert">,
    actor: StaffActor,
    member: Member,
    change: { action: string; revoke: RevokeReason; reason: string; flag: "frozen" | "passwordReset" },
  ): Promise<number> {
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now(), revokeReason: change.revoke })
      .where(and(eq(sessions.memberId, member.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
      .returning({ id: sessions.id });
    await audit(tx, actor, change.action, member.id, {
      title: titleOf(member),
      reason: change.reason,
      sessions: ended.length,
      before: { [change.flag]: false },
      after: { [change.flag]: true },
    });
    return ended.length;
  }

  return {
    /**
     * Members whose phone starts with, or whose name holds, the keyword; or the members of the
     * business with that credit code. Two reads, each from its indexes (the phone's range and the
     * name's bigrams; the credit code's business and its memberships), merged newest first: one
     * statement OR-ing the business's members in would filter every member row instead.
     */
    async search(keyword: string) {
      const text = keyword.trim();
      if (text.length === 0) return [];
      const columns = { id: members.id, phone: members.phone, realName: members.realName, frozenAt: members.frozenAt, createdAt: members.createdAt };
      const byPhone = /^\d{1,11}$/.test(text) ? phoneStarting(text) : undefined;
      const [byText, byBusiness] = await Promise.all([
        // A common name among the newest members, a rare one through the name's bigrams (keyword-page.ts).
        keywordLookup(
          MEMBER_SEARCH_LIMIT,
          (walkLimit, matchLimit) => {
            const newest = db.select(columns).from(members).orderBy(desc(members.id)).limit(walkLimit).as("newest");
            return db
              .select()
              .from(newest)
              .where(or(byPhone ? like(newest.phone, `${text}%`) : undefined, ilike(newest.realName, containsPattern(text))))
              .limit(matchLimit);
          },
          () =>
            db
              .select(columns)
              .from(members)
              .where(or(byPhone, keywordMatchInOrder(text, members.realName)))
              .orderBy(desc(members.id))
              .limit(MEMBER_SEARCH_LIMIT),
        ),
        // Only text shaped as a credit code (eighteen letters and digits) can name a business by it:
        // other words skip the read, which the planner ran as a parallel scan of every membership.
        CREDIT_CODE_SHAPE.test(text)
          ? db
              .select(columns)
              .from(members)
              .innerJoin(memberships, eq(memberships.memberId, members.id))
              .innerJoin(businesses, eq(businesses.id, memberships.businessId))
              .where(eq(businesses.creditCode, text.toUpperCase()))
              .orderBy(desc(members.id))
              .limit(MEMBER_SEARCH_LIMIT)
          : [],
      ]);
      const rows = [...new Map([...byText, ...byBusiness].map((row) => [row.id, row])).values()].sort((a, b) => b.id - a.id).slice(0, MEMBER_SEARCH_LIMIT);
      return rows.map((row) => ({
        id: row.id,
        phone: row.phone,
        realName: row.realName,
        frozen: row.frozenAt !== null,
        registerTime: formatDateTime(row.createdAt),
      }));
    },

    /** One member in full, as 会员详情 shows them. */
    async detail(id: number) {
      const member = await memberOf(id);
      const [joined, live, certifications, counters] = await Promise.all([
        db
          .select({
            businessId: businesses.id,
            name: businesses.name,
            creditCode: businesses.creditCode,
            role: memberships.role,
            state: businesses.certificationState,
          })
          .from(memberships)
          .innerJoin(businesses, eq(businesses.id, memberships.businessId))
          .where(eq(memberships.memberId, id))
          .orderBy(businesses.id),
        db
          .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, ipAddress: sessions.ipAddress, userAgent: sessions.userAgent })
          .from(sessions)
          .where(and(eq(sessions.memberId, id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
          .orderBy(desc(sessions.createdAt))
          .limit(20),
        db
          .select({
            state: personalCertifications.state,
            realName: personalCertifications.realName,
            rejectReason: personalCertifications.rejectReason,
            submittedAt: personalCertifications.submittedAt,
          })
          .from(personalCertifications)
          .where(eq(personalCertifications.memberId, id))
          .orderBy(desc(personalCertifications.id))
          .limit(20),
        db
          .select({ hits: throttleCounters.hits })
          .from(throttleCounters)
          .where(and(lockoutKeys(member.phone), gt(throttleCounters.expiresAt, now()))),
      ]);
      return {
        id: member.id,
        phone: member.phone,
        realName: member.realName,
        email: member.email ?? "",
        registerTime: formatDateTime(member.createdAt),
        frozen: member.frozenAt !== null,
        frozenReason: member.frozenReason ?? "",
        frozenTime: member.frozenAt ? formatDateTime(member.frozenAt) : "",
        passwordResetTime: member.passwordResetAt ? formatDateTime(member.passwordResetAt) : "",
        failedLogins: counters.reduce((most, counter) => Math.max(most, counter.hits), 0),
        businesses: joined.map((m) => ({
          id: m.businessId,
          name: m.name,
          creditCode: m.creditCode,
          role: m.role === "admin" ? "企业管理员" : "企业成员",
          certification: certificationLabels[m.state] ?? m.state,
        })),
        sessions: live.map((s) => ({
          createTime: formatDateTime(s.createdAt),
          expireTime: formatDateTime(s.expiresAt),
          ipAddress: s.ipAddress ?? "—",
          userAgent: s.userAgent ?? "—",
        })),
        certifications: certifications.map((c) => ({
          submitTime: formatDateTime(c.submittedAt),
          realName: c.realName,
          state: certificationLabels[c.state] ?? c.state,
          rejectReason: c.rejectReason ?? "",
        })),
      };
    },

    /** Freezes the member: every session ends now, every log-in is refused with `reason`. */
    async freeze(id: number, reason: string, actor: StaffActor): Promise<void> {
      const text = reasonOf(reason, "冻结原因", "请填写冻结原因（会员登录时可见）");
      const member = await memberOf(id);
      if (member.frozenAt) throw new MemberAdminError(400, "该会员已被冻结");
      await db.transaction(async (tx) => {
        await tx.update(members).set({ frozenAt: now(), frozenReason: text, updatedAt: now() }).where(eq(members.id, id));
        await endSessionsAudited(tx, actor, member, { action: "member.frozen", revoke: RevokeReason.frozen, reason: text, flag: "frozen" });
      });
    },

    /** Lets a frozen member log in again. */
    async unfreeze(id: number, actor: StaffActor): Promise<void> {
      const member = await memberOf(id);
      if (!member.frozenAt) throw new MemberAdminError(400, "该会员未被冻结");
      await db.transaction(async (tx) => {
        await tx.update(members).set({ frozenAt: null, frozenReason: null, updatedAt: now() }).where(eq(members.id, id));
        await audit(tx, actor, "member.unfrozen", id, {
          title: titleOf(member),
          before: { frozen: true },
          after: { frozen: false },
        });
      });
    },

    /**
     * 重置为短信登录: retires the member's password hash (no password verifies against it; its old
     * password then tells the member on the log-in to use the SMS code, member/password-reset.ts)
     * and ends every session of the member at once. The SMS log-in keeps working; the member's next
     * password of their own (设置登录密码, 找回密码) ends the reset. Answers how many sessions ended.
     */
    async resetToSmsLogin(id: number, reason: string, actor: StaffActor): Promise<number> {
      const text = reasonOf(reason, "重置原因");
      const member = await memberOf(id);
      return db.transaction(async (tx) => {
        // Retired in SQL, on the row as it is now, and only once: a second reset has nothing to retire.
        const retired = await tx
          .update(members)
          .set({ passwordHash: sql`${RETIRED_HASH_PREFIX} || ${members.passwordHash}`, passwordResetAt: now(), updatedAt: now() })
          .where(and(eq(members.id, id), isNull(members.passwordResetAt)))
          .returning({ id: members.id });
        if (retired.length === 0) throw new MemberAdminError(400, "该会员的登录密码已重置，会员尚未设置新密码");
        return endSessionsAudited(tx, actor, member, { action: "member.password-reset", revoke: RevokeReason.password, reason: text, flag: "passwordReset" });
      });
    },

    /** Forgets the member's failed log-ins: no wait and no slider for their phone from any address. */
    async liftLockout(id: number, actor: StaffActor): Promise<number> {
      const member = await memberOf(id);
      return db.transaction(async (tx) => {
        const cleared = await tx.delete(throttleCounters).where(lockoutKeys(member.phone)).returning({ key: throttleCounters.key });
        await audit(tx, actor, "member.lockout-lifted", id, { title: titleOf(member), counters: cleared.length });
        return cleared.length;
      });
    },
  };
}
