import { and, desc, eq, gt, lt } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { loginAttempts, registrationConsents } from "./schema.ts";

/** Reads and writes of log-in attempts and registration consents. */
export function createLoginSiteRepository(db: Database) {
  return {
    async recordAttempt(phone: string, ip: string, succeeded: boolean, at: Date): Promise<void> {
      await db.insert(loginAttempts).values({ phone, ip, succeeded, createdAt: at });
    },
    /** The phone's failures after its last success, no older than `since`. */
    async failuresSince(phone: string, since: Date): Promise<Date[]> {
      const rows = await db
        .select({ succeeded: loginAttempts.succeeded, createdAt: loginAttempts.createdAt })
        .from(loginAttempts)
        .where(and(eq(loginAttempts.phone, phone), gt(loginAttempts.createdAt, since)))
        .orderBy(desc(loginAttempts.createdAt), desc(loginAttempts.id));
      const failures: Date[] = [];
      for (const row of rows) {
        if (row.succeeded) break;
        failures.push(row.createdAt);
      }
      return failures;
    },
    /** Drops attempts older than any lockout looks at. */
    async purgeAttempts(before: Date): Promise<void> {
      await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
    },
    async recordConsent(row: typeof registrationConsents.$inferInsert): Promise<void> {
      await db.insert(registrationConsents).values(row);
    },
  };
}
