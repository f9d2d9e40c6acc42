import type { Database } from "../../db/database.ts";
import { createCertificationRepository } from "./certification-repository.ts";

/** Whether the member's latest personal certification is certified: the name is then the certified one and the profile may not change it. */
export function nameLockedByCertification(db: Database, memberId: number): Promise<boolean> {
  return createCertificationRepository(db).nameLocked(memberId);
}
