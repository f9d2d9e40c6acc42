import type { Database } from "../../db/database.ts";
import { analyticsEvents } from "./schema.ts";

type AnalyticsEventValues = Omit<typeof analyticsEvents.$inferInsert, "id" | "receivedAt">;

/** The collector's writes: each record the portal reports, stored as it came. */
export function createAnalyticsRepository(db: Database) {
  return {
    async record(values: AnalyticsEventValues): Promise<void> {
      await db.insert(analyticsEvents).values(values);
    },
  };
}
