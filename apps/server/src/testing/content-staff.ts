import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/database.ts";
import { enrolStaff, type StaffSession } from "./operator-desk.ts";
import { createTestApp, type TestApp } from "./test-app.ts";

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

/** A content suite's app and its staff, there from the suite's first beforeAll on. */
export interface ContentDesk extends ContentStaff {
  t: TestApp;
}

/**
 * Gives a suite of 内容管理 its own seeded app and staff for the whole file (closed after it),
 * the app and the staff's sessions on the suite's clock when it moves time (default: the real one).
 * The returned object is filled in by a beforeAll, so a suite's own beforeAll may use it.
 */
export function useContentDesk(prefix: string, now?: () => Date): ContentDesk {
  const desk = {} as ContentDesk;
  beforeAll(async () => {
    const t = await createTestApp({ memory: true }, now ? { now } : {});
    Object.assign(desk, { t }, await enrolContentStaff(t.app, t.database.db, prefix, now ?? (() => new Date())));
  });
  afterAll(() => desk.t.close());
  return desk;
}
