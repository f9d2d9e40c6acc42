import type { Database } from "../../db/database.ts";
import { homeApplications } from "./schema.ts";

/** A new application row. */
export type NewHomeApplication = typeof homeApplications.$inferInsert;

/** Storage of the home page's applications. */
export function createHomeApplyRepository(db: Database) {
  return {
    /** Stores one application and answers its id. */
    async insert(row: NewHomeApplication): Promise<number> {
      const [created] = await db.insert(homeApplications).values(row).returning({ id: homeApplications.id });
      if (!created) throw new Error("home_application insert returned no row");
      return created.id;
    },
  };
}
