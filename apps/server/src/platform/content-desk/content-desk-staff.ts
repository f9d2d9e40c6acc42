import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { operatorAudit, operators } from "../operator/schema.ts";
import type { ContentDeskStaff } from "./content-desk.ts";

/** What 内容管理 writes to the audit log and reads of the staff: its lines (a piece or a banner as the subject), and display names. */
export function createContentDeskStaff(db: Database, now: () => Date = () => new Date()): ContentDeskStaff {
  return {
    async audit(tx, actor, action, subjectId, detail, subjectKind = "content") {
      await tx.insert(operatorAudit).values({ operatorId: actor.operatorId, action, subjectKind, subjectId, detail, ip: actor.ip, createdAt: now() });
    },
    async names(ids) {
      const wanted = [...new Set(ids.filter((id) => id > 0))];
      if (wanted.length === 0) return new Map();
      const rows = await db.select({ id: operators.id, name: operators.displayName }).from(operators).where(inArray(operators.id, wanted));
      return new Map(rows.map((row) => [row.id, row.name]));
    },
  };
}
