import type { Database } from "../../db/database.ts";
import { operatorDisplayNames } from "../operator/operator-names.ts";
import { operatorAudit } from "../operator/schema.ts";
import type { ContentDeskStaff } from "./content-desk.ts";

/** What 内容管理 writes to the audit log and reads of the staff: its lines (a piece or a banner as the subject), and display names. */
export function createContentDeskStaff(db: Database, now: () => Date = () => new Date()): ContentDeskStaff {
  return {
    async audit(tx, actor, action, subjectId, detail, subjectKind = "content") {
      await tx.insert(operatorAudit).values({ operatorId: actor.operatorId, action, subjectKind, subjectId, detail, ip: actor.ip, createdAt: now() });
    },
    names: (ids) => operatorDisplayNames(db, ids),
  };
}
