import { randomBytes } from "node:crypto";
import { and, asc, desc, eq, isNull, lte } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { bankCards } from "../bankcard/schema.ts";
import { personalCertifications } from "../certification/schema.ts";
import { chatUsers } from "../chat/schema.ts";
import { registrationConsents } from "../login-site/schema.ts";
import { businesses, members, memberships, sessions } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { businessInvitations, businessJoinRequests, businessRoles, memberRoles } from "../organisation/schema.ts";
import { accountDeletions, privacyConsents } from "./schema.ts";

/** What a deleted account is called wherever a business record still names it. */
export const DELETED_MEMBER_NAME = "已注销用户";

/**
 * Everything personal the platform holds about one member, across the modules that keep it — one
 * record module, because the copy (导出) and the erasure (注销) must name the same tables: what is
 * shown to the member is what is erased, or kept by law and anonymised.
 */
export function createAccountDataRecords(db: Database) {
  return {
    /** The member's personal rows, for the copy of their data. */
    async exportOf(member: { id: number; phone: string }) {
      const [businessRows, roleRows, cards, consents, registration, received, noticeRows, sessionRows, certifications, joinRequests] = await Promise.all([
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
        db.select().from(personalCertifications).where(eq(personalCertifications.memberId, member.id)).orderBy(desc(personalCertifications.id)),
        db.select().from(businessJoinRequests).where(eq(businessJoinRequests.memberId, member.id)).orderBy(desc(businessJoinRequests.id)),
      ]);
      return { businessRows, roleRows, cards, consents, registration, received, noticeRows, sessionRows, certifications, joinRequests };
    },

    /** The members whose cooling-off period has ended and whose account is not erased yet. */
    async dueDeletions(now: Date): Promise<number[]> {
      const due = await db
        .select({ memberId: accountDeletions.memberId })
        .from(accountDeletions)
        .where(and(lte(accountDeletions.effectiveAt, now), isNull(accountDeletions.completedAt)));
      return due.map((row) => row.memberId);
    },

    /**
     * Completes one deletion in one transaction: the member's personal information is erased (their
     * cards, consents, notices, open invitations, join requests, sessions and memberships) or anonymised (name,
     * phone, credentials), while the records a business must keep by law (orders, quotations,
     * messages in business chats, attachments of a business's records, the registration consent as
     * evidence) stay, naming 已注销用户.
     */
    async erase(memberId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        const [member] = await tx.select({ phone: members.phone }).from(members).where(eq(members.id, memberId));
        if (!member) return;
        // Not a mobile number (mobiles start with 1), so it can never collide with a real member's.
        const anonymousPhone = `0${String(memberId).padStart(10, "0")}`;
        // The ID number and photos of a personal certification are personal information, not a business record.
        await tx.delete(personalCertifications).where(eq(personalCertifications.memberId, memberId));
        await tx.delete(bankCards).where(and(eq(bankCards.memberId, memberId), isNull(bankCards.businessId)));
        await tx.delete(privacyConsents).where(eq(privacyConsents.memberId, memberId));
        await tx.delete(notices).where(eq(notices.memberId, memberId));
        await tx.delete(businessInvitations).where(and(eq(businessInvitations.phone, member.phone), eq(businessInvitations.status, "pending")));
        await tx.delete(businessJoinRequests).where(eq(businessJoinRequests.memberId, memberId));
        await tx.delete(memberRoles).where(eq(memberRoles.memberId, memberId));
        await tx.delete(memberships).where(eq(memberships.memberId, memberId));
        await tx.delete(sessions).where(eq(sessions.memberId, memberId));
        // The chats stay (business communication); the person in them is no longer named.
        await tx.update(chatUsers).set({ name: DELETED_MEMBER_NAME, avatar: "", profile: {} }).where(eq(chatUsers.memberId, memberId));
        await tx.update(registrationConsents).set({ phone: anonymousPhone, ip: "" }).where(eq(registrationConsents.memberId, memberId));
        await tx
          .update(members)
          .set({
            realName: DELETED_MEMBER_NAME,
            phone: anonymousPhone,
            // Not a scrypt string: no password ever matches it.
            passwordHash: `deleted$${randomBytes(16).toString("hex")}`,
            payPasswordHash: null,
            avatar: "",
            updatedAt: now,
          })
          .where(eq(members.id, memberId));
        await tx.update(accountDeletions).set({ completedAt: now }).where(eq(accountDeletions.memberId, memberId));
      });
    },
  };
}
