import type { Database } from "../../db/database.ts";
import { createMemberRepository } from "../member/member.repository.ts";
import { loginRefusalOf } from "../member/member-freeze.ts";
import { hashPassword, verifyPassword, verifyRetiredPassword } from "../member/password.ts";
import type { SessionOrigin, SessionService } from "../member/session.service.ts";

/** What the login site needs of members and sessions, over the member module's services. */
export interface MemberGateway {
  isRegistered(phone: string): Promise<boolean>;
  /**
   * The member id when the password matches; null otherwise, in about the same time either way.
   * `passwordReset`: it is the old password of a member whose password platform staff reset
   * (member/password-reset.ts), which opens nothing but tells its owner to log in by SMS.
   */
  authenticate(phone: string, password: string): Promise<{ memberId: number; passwordReset: boolean } | null>;
  findIdByPhone(phone: string): Promise<number | null>;
  /** The new member's id; null when the phone is taken. */
  register(input: { phone: string; realName: string; password: string }): Promise<number | null>;
  /** Sets a new password and ends every session of the member. */
  resetPassword(memberId: number, password: string): Promise<void>;
  /** Why the member may not log in (frozen by platform staff), or null. */
  loginRefusal(memberId: number): Promise<string | null>;
  /** A new session of the member, remembering the browser and address it was opened from (the member's sign-in list). */
  startSession(memberId: number, origin?: SessionOrigin): Promise<{ token: string; businessId: number | null }>;
  /** The business of a live session's token; null when the token does not resolve. */
  resolveSession(token: string): Promise<{ businessId: number | null } | null>;
  /** Ends the token's session; false when the token did not resolve. */
  endSession(token: string): Promise<boolean>;
}

/** The gateway over the member repository and the app's session service. */
export function createMemberGateway(db: Database, sessions: SessionService): MemberGateway {
  const members = createMemberRepository(db);
  // A hash to check against when the phone is unknown, so timing does not tell registered phones apart.
  let decoy: Promise<string> | null = null;
  return {
    async isRegistered(phone) {
      return (await members.findByPhone(phone)) !== null;
    },
    async authenticate(phone, password) {
      const member = await members.findByPhone(phone);
      if (!member) {
        decoy ??= hashPassword("decoy-password-never-used");
        await verifyPassword(password, await decoy);
        return null;
      }
      if (await verifyPassword(password, member.passwordHash)) return { memberId: member.id, passwordReset: false };
      return (await verifyRetiredPassword(password, member.passwordHash)) ? { memberId: member.id, passwordReset: true } : null;
    },
    async findIdByPhone(phone) {
      return (await members.findByPhone(phone))?.id ?? null;
    },
    async register({ phone, realName, password }) {
      return (await members.create(phone, realName, password, true))?.id ?? null;
    },
    async resetPassword(memberId, password) {
      await members.updatePassword(memberId, password);
      await sessions.revokeOtherSessions(memberId, null, "password");
    },
    async loginRefusal(memberId) {
      const member = await members.findById(memberId);
      return member ? loginRefusalOf(member) : null;
    },
    async startSession(memberId, origin) {
      const issued = await sessions.createSession(memberId, null, origin);
      return { token: issued.token, businessId: issued.businessId };
    },
    async resolveSession(token) {
      const resolved = await sessions.resolveToken(token);
      return resolved.ok ? { businessId: resolved.session.businessId } : null;
    },
    async endSession(token) {
      const resolved = await sessions.resolveToken(token);
      if (!resolved.ok) return false;
      await sessions.revokeSession(resolved.session.sessionId, "logout");
      return true;
    },
  };
}
