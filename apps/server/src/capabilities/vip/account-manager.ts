import { and, asc, eq, gt, isNull, max, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { businesses } from "../../platform/member/schema.ts";
import type { StaffActor } from "../../platform/operator/member-admin.ts";
import { operatorAudit, operators } from "../../platform/operator/schema.ts";
import { refuse } from "../../runtime/refusal.ts";
import { runningAt } from "./running-period.ts";
import { vipAccountManagers, vipGrants, vipPlans } from "./schema.ts";

/** The plan whose benefits promise 专属客户经理一对一服务 (seed.ts). */
export const MANAGED_PLAN_CODE = "enterprise";

/** Most enterprise VIP companies the back office lists at once (the plan is sold to a few dozen groups, not thousands). */
export const VIP_CLIENTS_SHOWN = 200;

type Reader = Pick<Database, "select">;

const refusals = {
  notClient: "该企业当前不是企业VIP会员，无需分配客户经理",
  notManager: "所选员工不是在岗的客户经理",
  same: (name: string) => `该企业已由「${name}」服务，无需重新分配`,
} as const;

/** The business holds an enterprise period not revoked that has not ended at `at` (running or queued): the manager's client. */
const enterpriseAhead = (businessId: SQL | number, at: Date): SQL =>
  sql`exists (select 1 from ${vipGrants} join ${vipPlans} on ${vipPlans.id} = ${vipGrants.planId}
    where ${vipGrants.businessId} = ${businessId} and ${vipPlans.code} = ${MANAGED_PLAN_CODE}
    and ${vipGrants.revokedAt} is null and ${vipGrants.endsAt} > ${at.toISOString()}::timestamptz)`;

/** Staff who may serve as a manager now: flagged and not disabled. */
const servingManager = and(eq(operators.accountManager, true), isNull(operators.disabledAt)) as SQL;

/** Each serving manager with the number of clients they serve at `at`, the least loaded first (then the longest on staff). */
export async function managersByLoad(db: Reader, at: Date) {
  const clients = sql<number>`(select count(*)::int from ${vipAccountManagers} where ${vipAccountManagers.operatorId} = ${operators.id}
    and ${enterpriseAhead(sql`${vipAccountManagers.businessId}`, at)})`;
  return db
    .select({ id: operators.id, name: operators.displayName, phone: operators.workPhone, clients })
    .from(operators)
    .where(servingManager)
    .orderBy(asc(clients), asc(operators.id));
}

/**
 * Gives an enterprise VIP company its manager, in the order's transaction when the enterprise
 * period is granted (vip-plan-kind.ts): the one it had stays (a renewal keeps the person the
 * company knows) while that person still serves; otherwise the least loaded. With nobody
 * flagged there is no row, and the member page says a manager is being arranged.
 */
export async function assignAccountManager(tx: Database, businessId: number, at: Date): Promise<number | null> {
  const [held] = await tx
    .select({ operatorId: vipAccountManagers.operatorId })
    .from(vipAccountManagers)
    .innerJoin(operators, eq(operators.id, vipAccountManagers.operatorId))
    .where(and(eq(vipAccountManagers.businessId, businessId), servingManager));
  if (held) return held.operatorId;
  const [least] = await managersByLoad(tx, at);
  if (!least) return null;
  await tx
    .insert(vipAccountManagers)
    .values({ businessId, operatorId: least.id, assignedAt: at })
    .onConflictDoUpdate({ target: vipAccountManagers.businessId, set: { operatorId: least.id, assignedAt: at } });
  return least.id;
}

/**
 * What the member's VIP page shows of the benefit: whether the running plan is the enterprise
 * plan, and its manager (null while none is assigned). A monthly or yearly VIP, or none, has no manager.
 */
export async function accountManagerView(db: Reader, businessId: number, at: Date) {
  const [running] = await db
    .select({ code: vipPlans.code })
    .from(vipGrants)
    .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
    .where(and(eq(vipGrants.businessId, businessId), runningAt(at), eq(vipPlans.code, MANAGED_PLAN_CODE)))
    .limit(1);
  if (!running) return { enterprise: false, manager: null };
  const [manager] = await db
    .select({ name: operators.displayName, phone: operators.workPhone, serviceHours: operators.serviceHours })
    .from(vipAccountManagers)
    .innerJoin(operators, eq(operators.id, vipAccountManagers.operatorId))
    .where(and(eq(vipAccountManagers.businessId, businessId), servingManager));
  return { enterprise: true, manager: manager ?? null };
}

/**
 * 企业VIP客户 in the back office: companies holding an enterprise period not over, their manager
 * (null: none assigned yet) and the membership's expiry, the soonest to expire first; `managerId`
 * narrows to one manager's (我的VIP客户).
 */
export async function enterpriseClients(db: Reader, at: Date, managerId: number | null) {
  const expiry = max(vipGrants.endsAt);
  const rows = await db
    .select({ id: businesses.id, name: businesses.name, managerId: vipAccountManagers.operatorId, managerName: operators.displayName, expiry })
    .from(businesses)
    .innerJoin(vipGrants, and(eq(vipGrants.businessId, businesses.id), isNull(vipGrants.revokedAt), gt(vipGrants.endsAt, at)))
    .leftJoin(vipAccountManagers, eq(vipAccountManagers.businessId, businesses.id))
    .leftJoin(operators, eq(operators.id, vipAccountManagers.operatorId))
    .where(and(enterpriseAhead(sql`${businesses.id}`, at), managerId === null ? undefined : eq(vipAccountManagers.operatorId, managerId)))
    .groupBy(businesses.id, vipAccountManagers.operatorId, operators.displayName)
    .orderBy(asc(expiry), asc(businesses.id))
    .limit(VIP_CLIENTS_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    managerId: row.managerId,
    managerName: row.managerName ?? null,
    expiry: row.expiry ? formatDateTime(row.expiry) : null,
  }));
}

/** A member of staff with vip.manage hands a client to another serving manager; audited in the same transaction. */
export async function reassignAccountManager(db: Database, input: { businessId: number; operatorId: number }, actor: StaffActor, at: Date) {
  await db.transaction(async (tx) => {
    const [client] = await tx
      .select({ id: businesses.id })
      .from(businesses)
      .where(and(eq(businesses.id, input.businessId), enterpriseAhead(input.businessId, at)));
    if (!client) throw refuse("not_found", refusals.notClient);
    const [manager] = await tx
      .select({ id: operators.id, name: operators.displayName })
      .from(operators)
      .where(and(eq(operators.id, input.operatorId), servingManager));
    if (!manager) throw refuse("invalid", refusals.notManager);
    const [held] = await tx.select().from(vipAccountManagers).where(eq(vipAccountManagers.businessId, input.businessId)).for("update");
    if (held?.operatorId === manager.id) throw refuse("conflict", refusals.same(manager.name));
    await tx
      .insert(vipAccountManagers)
      .values({ businessId: input.businessId, operatorId: manager.id, assignedAt: at })
      .onConflictDoUpdate({ target: vipAccountManagers.businessId, set: { operatorId: manager.id, assignedAt: at } });
    await tx.insert(operatorAudit).values({
      operatorId: actor.operatorId,
      action: "vip.reassign",
      subjectKind: "business",
      subjectId: input.businessId,
      detail: { from: held?.operatorId ?? null, to: manager.id },
      ip: actor.ip,
      createdAt: at,
    });
  });
}
