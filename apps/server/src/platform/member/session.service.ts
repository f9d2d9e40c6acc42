import { randomUUID, webcrypto } from "node:crypto";
import { and, desc, eq, gt, isNull, ne, sql } from "drizzle-orm";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Database } from "../../db/database.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { createMemberRepository, type MemberBusiness, type MemberRecord, membershipFields } from "./member.repository.ts";
import { businesses, members, memberships, sessions } from "./schema.ts";

/** How long a session lives: the spec's cookie max-age (§9, 7 days). */
export const SESSION_TTL_SECONDS = 604_800;

const ISSUER = "cidp-platform";

/** Why a session ended. */
export const RevokeReason = { logout: "logout", elsewhere: "elsewhere", password: "password", frozen: "frozen" } as const;
/** A revoke reason's value. */
export type RevokeReason = (typeof RevokeReason)[keyof typeof RevokeReason];

/** An issued token and the business it is bound to. */
export interface IssuedSession {
  token: string;
  sessionId: string;
  businessId: number | null;
  expiresAt: Date;
}

/** Where a session was opened from: the browser and the client's address, as the sign-in request showed them. */
export interface SessionOrigin {
  userAgent?: string | undefined;
  ipAddress?: string | undefined;
}

/** Longest kept User-Agent (the column's width): enough to name the browser and system, bounded against padding. */
const USER_AGENT_MAX = 512;

/** A live session as the member's list of sign-ins shows it. */
export interface LiveSession {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  userAgent: string | null;
  ipAddress: string | null;
}

/** At most this many live sessions are listed: a 7-day session per sign-in keeps real lists far shorter. */
const LIVE_SESSIONS_SHOWN = 50;

/** A token that resolved to a live session. */
export interface ResolvedSession {
  sessionId: string;
  member: MemberRecord;
  /** The business the token was issued for (null when the member has none). */
  businessId: number | null;
  expiresAt: Date;
}

/** A resolved session with the member's membership of the business asked about (null: not a member of it, or none asked). */
export interface ResolvedSessionFor extends ResolvedSession {
  membership: MemberBusiness | null;
}

/** Why a token did not resolve; every kind is answered with HTTP 401. */
export type TokenFailure = "missing" | "invalid" | "expired" | "revoked";

/** Signed tokens (HS256) backed by session rows, so they can be revoked server-side. */
export function createSessionService(db: Database, secret: Uint8Array, now: () => Date = () => new Date()) {
  const memberRepository = createMemberRepository(db);
  // One round trip, built once: this runs on every authenticated request.
  const sessionWithMembership = preparedOnce(() =>
    db
      .select({ session: sessions, member: members, membership: membershipFields })
      .from(sessions)
      .innerJoin(members, eq(members.id, sessions.memberId))
      .leftJoin(memberships, and(eq(memberships.memberId, sessions.memberId), eq(memberships.businessId, sql.placeholder("businessId"))))
      .leftJoin(businesses, eq(businesses.id, memberships.businessId))
      .where(eq(sessions.id, sql.placeholder("sessionId")))
      .limit(1)
      .prepare("session_with_membership"),
  );
  // Imported once: handed the raw bytes, jose imports the key again for every sign and verify, a
  // WebCrypto job of its own on each authenticated request.
  let signingKey: Promise<webcrypto.CryptoKey> | undefined;
  const key = () => (signingKey ??= webcrypto.subtle.importKey("raw", new Uint8Array(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]));

  async function sign(sessionId: string, memberId: number, businessId: number | null, expiresAt: Date): Promise<string> {
    return new SignJWT({ sid: sessionId, bid: businessId })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer(ISSUER)
      .setSubject(String(memberId))
      .setIssuedAt(Math.floor(now().getTime() / 1000))
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(await key());
  }

  return {
    /**
     * Starts a session for a member acting for `businessId` (null: the member's first business,
     * or none). The caller must have checked the credentials; the business must be the member's.
     */
    async createSession(memberId: number, businessId: number | null = null, origin: SessionOrigin = {}): Promise<IssuedSession> {
      let bound = businessId;
      if (bound === null) {
        const [first] = await memberRepository.listBusinesses(memberId);
        bound = first?.businessId ?? null;
      } else if (!(await memberRepository.findMembership(memberId, bound))) {
        throw new Error(`member ${memberId} does not belong to business ${bound}`);
      }
      const sessionId = randomUUID();
      const expiresAt = new Date(now().getTime() + SESSION_TTL_SECONDS * 1000);
      await db.insert(sessions).values({
        id: sessionId,
        memberId,
        businessId: bound,
        createdAt: now(),
        expiresAt,
        userAgent: origin.userAgent?.slice(0, USER_AGENT_MAX) || null,
        ipAddress: origin.ipAddress || null,
      });
      return { token: await sign(sessionId, memberId, bound, expiresAt), sessionId, businessId: bound, expiresAt };
    },

    /**
     * A new token of the same session bound to another business of the member (the switch-business
     * token). Null when the member does not belong to that business.
     */
    async switchBusiness(session: ResolvedSession, businessId: number): Promise<IssuedSession | null> {
      const membership = await memberRepository.findMembership(session.member.id, businessId);
      if (!membership) return null;
      await db.update(sessions).set({ businessId }).where(eq(sessions.id, session.sessionId));
      return {
        token: await sign(session.sessionId, session.member.id, businessId, session.expiresAt),
        sessionId: session.sessionId,
        businessId,
        expiresAt: session.expiresAt,
      };
    },

    /**
     * The switch-business token of a business the member joins in the caller's transaction (its
     * founder, say): the session row moves to it in that transaction, so the session acts for the
     * new business exactly when the business exists. The caller made the membership there.
     */
    async switchWithin(tx: Database, session: ResolvedSession, businessId: number): Promise<IssuedSession> {
      await tx.update(sessions).set({ businessId }).where(eq(sessions.id, session.sessionId));
      return {
        token: await sign(session.sessionId, session.member.id, businessId, session.expiresAt),
        sessionId: session.sessionId,
        businessId,
        expiresAt: session.expiresAt,
      };
    },

    /** Ends one session; every token of it stops working at once. */
    async revokeSession(sessionId: string, reason: RevokeReason = RevokeReason.logout): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now(), revokeReason: reason })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** The member's live sessions (neither ended nor expired), newest first, with where each was opened. */
    async listLiveSessions(memberId: number): Promise<LiveSession[]> {
      return db
        .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress })
        .from(sessions)
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(LIVE_SESSIONS_SHOWN);
    },

    /** Ends one live session of the member ("退出该设备"); false when it is not theirs or not live, which callers answer alike. */
    async endOwnSession(memberId: number, sessionId: string): Promise<boolean> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now(), revokeReason: RevokeReason.logout })
        .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())))
        .returning({ id: sessions.id });
      return ended.length > 0;
    },

    /** Ends every other live session of the member ("logged in elsewhere", password change). Returns how many. */
    async revokeOtherSessions(memberId: number, keepSessionId: string | null, reason: RevokeReason = RevokeReason.elsewhere): Promise<number> {
      const conditions = [eq(sessions.memberId, memberId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now())];
      if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
      const rows = await db
        .update(sessions)
        .set({ revokedAt: now(), revokeReason: reason })
        .where(and(...conditions))
        .returning({ id: sessions.id });
      return rows.length;
    },

    /**
     * Verifies a token's signature and its session row; the failure kind says why not. With it,
     * in the same round trip, the member's membership of `businessId` (default: the token's own
     * business), which every business call checks.
     */
    async resolveToken(
      token: string | null | undefined,
      options: { businessId?: number | null } = {},
    ): Promise<{ ok: true; session: ResolvedSessionFor } | { ok: false; failure: TokenFailure }> {
      if (!token) return { ok: false, failure: "missing" };
      let payload: Awaited<ReturnType<typeof jwtVerify>>["payload"];
      try {
        ({ payload } = await jwtVerify(token, await key(), { algorithms: ["HS256"], issuer: ISSUER, currentDate: now() }));
      } catch (error) {
        return { ok: false, failure: error instanceof errors.JWTExpired ? "expired" : "invalid" };
      }
      const sessionId = typeof payload.sid === "string" ? payload.sid : null;
      const memberId = Number(payload.sub);
      if (!sessionId || !/^[0-9a-f-]{36}$/.test(sessionId) || !Number.isInteger(memberId)) return { ok: false, failure: "invalid" };
      const businessId = typeof payload.bid === "number" ? payload.bid : null;
      const askedBusiness = options.businessId === undefined ? businessId : options.businessId;
      const [row] = await sessionWithMembership().execute({ sessionId, businessId: askedBusiness ?? -1 });
      if (!row || row.session.memberId !== memberId) return { ok: false, failure: "invalid" };
      if (row.session.revokedAt) return { ok: false, failure: "revoked" };
      if (row.session.expiresAt.getTime() <= now().getTime()) return { ok: false, failure: "expired" };
      const { member } = row;
      // Freezing ends the member's sessions; this also refuses a token of one that raced the freeze.
      if (member.frozenAt) return { ok: false, failure: "revoked" };
      const membership = row.membership?.businessId ? (row.membership as MemberBusiness) : null;
      return { ok: true, session: { sessionId, member, businessId, expiresAt: row.session.expiresAt, membership } };
    },
  };
}

/** The session service's type, as decorated on the app (`app.sessions`). */
export type SessionService = ReturnType<typeof createSessionService>;
