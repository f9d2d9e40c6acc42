import { serviceAuthCalls, vipCalls } from "@cidp/api-client/contract";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { HttpError } from "../../http/validate.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { authOf } from "../../plugins/auth.ts";
import { businessGrants, grantView, membershipOf, planView } from "./membership.ts";
import { vipGrants, vipPlans } from "./schema.ts";
import { businessEntitlements } from "./service-auth.ts";

export interface VipRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** The VIP plans, the business's membership and its 服务授权 (entitlements from its orders). */
async function vipRoutes(app: FastifyInstance, { db, now = () => new Date() }: VipRoutesOptions) {
  function businessOf(request: FastifyRequest): number {
    const auth = authOf(request);
    if (!auth.business) throw new HttpError(403, "请先选择企业");
    return auth.business.businessId;
  }

  contractRoute(app, vipCalls.plans, async () => {
    const plans = await db.select().from(vipPlans).where(eq(vipPlans.onSale, true)).orderBy(asc(vipPlans.sort), asc(vipPlans.id));
    return ok(plans.map(planView));
  });

  contractRoute(app, vipCalls.membership, async (request) => ok(await membershipOf(db, businessOf(request), now())));

  contractRoute(app, vipCalls.orderGrant, async (request) => {
    const auth = authOf(request);
    const businessId = businessOf(request);
    // The buyer's own VIP order for this business, like the order's detail; anyone else's is "not found".
    const [order] = await db
      .select()
      .from(serviceOrders)
      .where(
        and(
          eq(serviceOrders.orderNo, request.query.orderNo),
          eq(serviceOrders.buyerMemberId, auth.member.id),
          eq(serviceOrders.buyerBusinessId, businessId),
          eq(serviceOrders.itemKind, "vip_plan"),
        ),
      );
    if (!order) throw new HttpError(404, "订单不存在");
    const [plan] = await db.select().from(vipPlans).where(eq(vipPlans.id, order.itemId));
    const [grant] = await db.select().from(vipGrants).where(eq(vipGrants.orderId, order.id));
    return ok({
      plan: plan ? planView(plan) : null,
      grant: grant ? grantView(grant, order.orderNo, plan?.name ?? order.title, now()) : null,
      membership: await membershipOf(db, businessId, now()),
    });
  });

  contractRoute(app, vipCalls.grant, async (request) => {
    const businessId = businessOf(request);
    const at = now();
    const periods = await businessGrants(db, businessId);
    const found = periods.find(({ grant }) => grant.id === request.query.id);
    if (!found) throw new HttpError(404, "授权不存在");
    return ok({
      grant: grantView(found.grant, found.orderNo, found.plan.name, at),
      plan: planView(found.plan),
      membership: await membershipOf(db, businessId, at),
      periods: periods.map(({ grant, orderNo, plan }) => grantView(grant, orderNo, plan.name, at)),
    });
  });

  contractRoute(app, serviceAuthCalls.list, async (request) => {
    const { current, size, kind, validity } = request.query;
    const all = await businessEntitlements(db, businessOf(request), now());
    const chosen = all.filter((e) => (!kind || e.kind === kind) && (!validity || e.validity === validity));
    return ok({
      records: chosen.slice((current - 1) * size, current * size).map(({ sortAt: _, ...row }) => row),
      total: chosen.length,
      current,
      size,
      pages: Math.ceil(chosen.length / size),
      activeCount: all.filter((e) => e.validity === "active").length,
    });
  });
}

/** The VIP plans and service entitlements, registered by the composition root with the other collected route modules. */
export const vipRouteModule = defineRouteModule({
  name: "vip",
  register: async (app, services) => {
    await app.register(vipRoutes, services);
  },
});
