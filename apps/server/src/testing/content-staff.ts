import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.ts";
import { enrolStaff, type StaffSession } from "./operator-desk.ts";

/** The staff a content suite acts as: who writes, who approves, who holds every key, and who holds none of content's. */
export interface ContentStaff {
  editor: StaffSession;
  reviewer: StaffSession;
  admin: StaffSession;
  agent: StaffSession;
}

/**
 * Enrols the four members of staff a suite of 内容管理 (pieces, legal versions, announcements)
 * needs, their names the same in every suite (the pages and audit lines name them), their
 * usernames prefixed so suites sharing a database never collide.
 */
export async function enrolContentStaff(app: FastifyInstance, db: Database, prefix: string, now: () => Date): Promise<ContentStaff> {
  return {
    editor: await enrolStaff(app, db, { username: `${prefix}-editor`, displayName: "编辑 小周", role: "内容编辑" }, now),
    reviewer: await enrolStaff(app, db, { username: `${prefix}-reviewer`, displayName: "审核 小吴", role: "内容审核" }, now),
    admin: await enrolStaff(app, db, { username: `${prefix}-admin`, displayName: "管理员 小郑", role: "管理员" }, now),
    agent: await enrolStaff(app, db, { username: `${prefix}-agent`, displayName: "客服 小钱", role: "客服" }, now),
  };
}
