import { desc, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { personalCertifications } from "./schema.ts";

/** Whether the member's latest personal certification is certified: the name is then the certified one and the profile may not change it. */
export async function nameLockedByCertification(db: Database, memberId: number): Promise<boolean> {
  const [latest] = await db
    .select({ state: personalCertifications.state })
    .from(personalCertifications)
    .where(eq(personalCertifications.memberId, memberId))
    .orderBy(desc(personalCertifications.id))
    .limit(1);
  return latest?.state === "certified";
}
