import { nextVipPeriod, revokeVipGrant, type VipGrant } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import type { OrderRow } from "../../platform/order/order-events.ts";
import type { OrderableKind } from "../../platform/order/orderable-kinds.ts";
import { assignAccountManager, MANAGED_PLAN_CODE } from "./account-manager.ts";
import { createVipRepository, type VipRepository } from "./repository.ts";

/** The pay result page in the member center (/user/pay). */
export const vipReturnPath = (orderNo: string) => `/user/pay/success?orderNo=${encodeURIComponent(orderNo)}`;

/** The business's grants still counting, as the domain sees them. */
async function liveGrants(vip: VipRepository, businessId: number) {
  const rows = await vip.liveGrantsOf(businessId);
  return rows.map((row) => ({ row, grant: { orderId: row.orderId, startsAt: row.startsAt.getTime(), endsAt: row.endsAt.getTime() } satisfies VipGrant }));
}

/**
 * Payment grants the plan's days after the current expiry; once per order (the grant's order id is
 * unique). An enterprise period brings its 专属客户经理 in the same transaction, so the member's
 * page names the manager as soon as the payment lands.
 */
async function grant(tx: Database, vip: VipRepository, order: OrderRow, now: Date) {
  const plan = await vip.plan(order.itemId);
  if (!plan) throw new Error(`VIP plan ${order.itemId} of order ${order.orderNo} is missing`);
  const period = nextVipPeriod(
    (await liveGrants(vip, order.buyerBusinessId)).map((g) => g.grant),
    now.getTime(),
    plan.durationDays,
  );
  await vip.insertGrant({
    businessId: order.buyerBusinessId,
    orderId: order.id,
    planId: plan.id,
    startsAt: new Date(period.startsAt),
    endsAt: new Date(period.endsAt),
  });
  if (plan.code === MANAGED_PLAN_CODE) await assignAccountManager(tx, order.buyerBusinessId, now);
}

/** A refund takes back what is left of the order's period; later periods move earlier by as much. */
async function revoke(vip: VipRepository, order: OrderRow, now: Date) {
  const live = await liveGrants(vip, order.buyerBusinessId);
  const after = revokeVipGrant(
    live.map((g) => g.grant),
    order.id,
    now.getTime(),
  );
  for (const [index, { row, grant: before }] of live.entries()) {
    const next = after[index];
    if (!next || (next.startsAt === before.startsAt && next.endsAt === before.endsAt && row.orderId !== order.id)) continue;
    await vip.updateGrant(row.id, {
      startsAt: new Date(next.startsAt),
      endsAt: new Date(next.endsAt),
      ...(row.orderId === order.id ? { revokedAt: now } : {}),
    });
  }
}

/**
 * VIP会员 plans: sold by the platform, the membership belongs to the buying business. The change of
 * the membership runs in the order's transaction, under the business's row lock, so two VIP orders
 * of one business paid at the same moment queue their periods instead of overlapping them.
 */
export function createVipPlanKind(now: () => Date = () => new Date()): OrderableKind {
  return {
    async find(db, itemId) {
      const plan = await createVipRepository(db).plan(itemId);
      if (!plan) return undefined;
      if (!plan.onSale) return { refused: "该会员套餐已停售" };
      return { title: plan.name, priceFen: plan.priceFen };
    },
    returnPath: vipReturnPath,
    async onStateChange(tx, order, from) {
      const granting = order.state === "paid" && from === "pending_payment";
      const revoking = order.state === "refunded";
      if (!granting && !revoking) return;
      const vip = createVipRepository(tx);
      await vip.lockBusiness(order.buyerBusinessId);
      if (granting) await grant(tx, vip, order, now());
      else await revoke(vip, order, now());
    },
  };
}
