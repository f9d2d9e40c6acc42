import { and, count, desc, eq, isNull, ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { registrationConsents } from "../login-site/schema.ts";
import { businesses, memberships } from "../member/schema.ts";
import { accountDeletions, privacyConsents } from "./schema.ts";

type DeletionRow = typeof accountDeletions.$inferSelect;

/** A member's consents and their 注销 request; every call is scoped to one member. */
export function createPrivacyRepository(db: Database) {
  return {
    /** The agreements the member accepted at registration (the latest record). */
    async registration(memberId: number) {
      const [row] = await db
        .select()
        .from(registrationConsents)
        .where(eq(registrationConsents.memberId, memberId))
        .orderBy(desc(registrationConsents.consentedAt))
        .limit(1);
      return row;
    },

    consents(memberId: number) {
      return db.select().from(privacyConsents).where(eq(privacyConsents.memberId, memberId));
    },

    /** The latest choice for a purpose replaces the one before. */
    async setConsent(consent: { memberId: number; purpose: string; granted: boolean; version: string; changedAt: Date }): Promise<void> {
      const { granted, version, changedAt } = consent;
      await db
        .insert(privacyConsents)
        .values(consent)
        .onConflictDoUpdate({ target: [privacyConsents.memberId, privacyConsents.purpose], set: { granted, version, changedAt } });
    },

    /** The member's 注销 request that has not taken effect yet. */
    async pendingDeletion(memberId: number): Promise<DeletionRow | undefined> {
      const [row] = await db
        .select()
        .from(accountDeletions)
        .where(and(eq(accountDeletions.memberId, memberId), isNull(accountDeletions.completedAt)));
      return row;
    },

    async requestDeletion(memberId: number, requestedAt: Date, effectiveAt: Date): Promise<void> {
      await db
        .insert(accountDeletions)
        .values({ memberId, requestedAt, effectiveAt })
        .onConflictDoUpdate({ target: accountDeletions.memberId, set: { requestedAt, effectiveAt, completedAt: null } });
    },

    /** Withdraws a pending request; false when there was none. */
    async cancelDeletion(memberId: number): Promise<boolean> {
      const removed = await db
        .delete(accountDeletions)
        .where(and(eq(accountDeletions.memberId, memberId), isNull(accountDeletions.completedAt)))
        .returning({ memberId: accountDeletions.memberId });
      return removed.length > 0;
    },

    /** The business the member alone administers while others remain in it, if any. */
    async soleAdministration(memberId: number): Promise<string | null> {
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
    },
  };
}
