import type { Database } from "../../db/database.ts";
import { registrationConsents } from "./schema.ts";

/** Writes of registration consents. (Failed log-ins are counted by the throttle's shared counters.) */
export function createLoginSiteRepository(db: Database) {
  return {
    async recordConsent(row: typeof registrationConsents.$inferInsert): Promise<void> {
      await db.insert(registrationConsents).values(row);
    },
  };
}
