import type { PriceReportCadence } from "@cidp/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { businesses } from "../../platform/member/schema.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { runningAt } from "./running-period.ts";
import { vipGrants, vipPlans } from "./schema.ts";

export type GrantRow = typeof vipGrants.$inferSelect;
export type PlanRow = typeof vipPlans.$inferSelect;
type OrderRow = typeof serviceOrders.$inferSelect;

/**
 * The VIP plans and grants, and the VIP orders. Made over the order's transaction, its
 * writes change the membership together with the order (vip-plan-kind.ts).
 */
export function createVipRepository(db: Database) {
  // Built once: the personal center's waiting tasks and every VIP check read it.
  const unrevokedPeriods = preparedOnce(() =>
    db
      .select({ grant: vipGrants, planName: vipPlans.name })
      .from(vipGrants)
      .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
      .where(and(eq(vipGrants.businessId, sql.placeholder("businessId")), isNull(vipGrants.revokedAt)))
      .prepare("vip_unrevoked_periods"),
  );
  return {
    plansOnSale(): Promise<PlanRow[]> {
      return db.select().from(vipPlans).where(eq(vipPlans.onSale, true)).orderBy(asc(vipPlans.sort), asc(vipPlans.id));
    },

    async plan(id: number): Promise<PlanRow | undefined> {
      const [row] = await db.select().from(vipPlans).where(eq(vipPlans.id, id));
      return row;
    },

    /** The member's own VIP order for this business; anyone else's is none. */
    async ownVipOrder(orderNo: string, memberId: number, businessId: number): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(serviceOrders)
        .where(
          and(
            eq(serviceOrders.orderNo, orderNo),
            eq(serviceOrders.buyerMemberId, memberId),
            eq(serviceOrders.buyerBusinessId, businessId),
            eq(serviceOrders.itemKind, "vip_plan"),
          ),
        );
      return row;
    },

    async grantOfOrder(orderId: number): Promise<GrantRow | undefined> {
      const [row] = await db.select().from(vipGrants).where(eq(vipGrants.orderId, orderId));
      return row;
    },

    /** Every VIP period of a business with its order number and plan, oldest first. */
    periodsOf(businessId: number) {
      return db
        .select({ grant: vipGrants, orderNo: serviceOrders.orderNo, plan: vipPlans })
        .from(vipGrants)
        .innerJoin(serviceOrders, eq(serviceOrders.id, vipGrants.orderId))
        .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
        .where(eq(vipGrants.businessId, businessId))
        .orderBy(asc(vipGrants.startsAt), asc(vipGrants.id));
    },

    /**
     * The plan of the business's period running at `at` (unrevoked, started, not ended: the
     * membership's `active`, membership.ts), or none. Periods never overlap (they queue), so at
     * most one runs.
     */
    async runningPlanOf(businessId: number, at: Date): Promise<PlanRow | undefined> {
      const [row] = await db
        .select({ plan: vipPlans })
        .from(vipGrants)
        .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
        .where(and(eq(vipGrants.businessId, businessId), runningAt(at)))
        .limit(1);
      return row?.plan;
    },

    /** Which of `businessIds` have a period running at `at` (the same test as runningPlanOf), along vip_grant_business_idx. */
    async runningAmong(businessIds: readonly number[], at: Date): Promise<number[]> {
      if (businessIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ businessId: vipGrants.businessId })
        .from(vipGrants)
        .where(and(inArray(vipGrants.businessId, [...businessIds]), runningAt(at)));
      return rows.map((row) => row.businessId).sort((a, b) => a - b);
    },

    /** The business's periods no refund took back, with their plan's name. */
    /** How often the plan of the business's running period gives 行业价格分析报告 ("none" without VIP). */
    async priceReportCadenceAt(businessId: number, at: Date): Promise<PriceReportCadence> {
      const [row] = await db
        .select({ cadence: vipPlans.priceReport })
        .from(vipGrants)
        .innerJoin(vipPlans, eq(vipPlans.id, vipGrants.planId))
        .where(and(eq(vipGrants.businessId, businessId), runningAt(at)))
        .limit(1);
      return (row?.cadence ?? "none") as PriceReportCadence;
    },

    unrevokedPeriodsOf(businessId: number) {
      return unrevokedPeriods().execute({ businessId });
    },

    /** Holds the business's row until the transaction ends: its VIP orders change the membership one at a time. */
    async lockBusiness(businessId: number): Promise<void> {
      await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for("update");
    },

    /** The business's grants still counting (not revoked). */
    liveGrantsOf(businessId: number): Promise<GrantRow[]> {
      return db
        .select()
        .from(vipGrants)
        .where(and(eq(vipGrants.businessId, businessId), isNull(vipGrants.revokedAt)));
    },

    /** Writes an order's period; an order that has one already keeps it (the grant's order id is unique). */
    async insertGrant(values: typeof vipGrants.$inferInsert): Promise<void> {
      await db.insert(vipGrants).values(values).onConflictDoNothing({ target: vipGrants.orderId });
    },

    async updateGrant(id: number, values: Pick<Partial<GrantRow>, "startsAt" | "endsAt" | "revokedAt">): Promise<void> {
      await db.update(vipGrants).set(values).where(eq(vipGrants.id, id));
    },
  };
}
export type VipRepository = ReturnType<typeof createVipRepository>;
