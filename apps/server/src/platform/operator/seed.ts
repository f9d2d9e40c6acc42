import type { OperatorRole } from "@cidp/domain";
import { count } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { hashPassword } from "../member/password.ts";
import { operators } from "./schema.ts";

/** The demo operator (README), a 管理员: binds an authenticator through the enrolment link the demo start prints. */
export const demoOperator = { username: "reviewer", password: "Operator@2026", displayName: "审核员 王芳" } as const;

/** One demo member of staff: logs in as the demo operator does, with the same password. */
interface DemoStaff {
  username: string;
  displayName: string;
  role: OperatorRole;
  /** Serves enterprise VIP companies as their 专属客户经理, with the number and hours members see. */
  accountManager?: { workPhone: string; serviceHours: string };
}

/**
 * The demo's staff beside the operator, one per kind of daily work the back office shows: content is
 * written by one person and approved by another, and two agents answer 在线客服 (so a conversation
 * can be handed over); two 客服 serve the enterprise VIP companies as their 专属客户经理.
 */
export const demoStaff: readonly DemoStaff[] = [
  { username: demoOperator.username, displayName: demoOperator.displayName, role: "管理员" },
  { username: "editor", displayName: "编辑 李静", role: "内容编辑" },
  { username: "auditor", displayName: "内容审核 赵敏", role: "内容审核" },
  { username: "kefu1", displayName: "客服 小刘", role: "客服" },
  { username: "kefu2", displayName: "客服 小陈", role: "客服" },
  { username: "manager1", displayName: "孙丽华", role: "客服", accountManager: { workPhone: "0431-85562218", serviceHours: "工作日 8:30-17:30" } },
  { username: "manager2", displayName: "高振宇", role: "客服", accountManager: { workPhone: "13944021876", serviceHours: "每天 8:00-20:00" } },
];

/** Seeds the demo's staff once (a restart on a seeded database hashes nothing). */
export async function seedOperators(db: Database): Promise<void> {
  const [seeded] = await db.select({ n: count() }).from(operators);
  if ((seeded?.n ?? 0) >= demoStaff.length) return;
  const passwordHash = await hashPassword(demoOperator.password);
  await db
    .insert(operators)
    .values(
      demoStaff.map(({ accountManager, ...staff }) => ({
        ...staff,
        passwordHash,
        ...(accountManager ? { accountManager: true, workPhone: accountManager.workPhone, serviceHours: accountManager.serviceHours } : {}),
      })),
    )
    .onConflictDoNothing();
}
