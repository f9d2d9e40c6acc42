import { serviceAuthCalls, vipCalls } from "@cidp/api-client/contract";
import { PRICE_REPORT_HISTORY, periodLabel, type ReportingCadence } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { defineRouteModule } from "../../http/route-module.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { accountManagerView } from "./account-manager.ts";
import { entitlementPage } from "./entitlement-query.ts";
import { grantView, membershipAt, planView } from "./membership.ts";
import { reportOf, reportsOf } from "./price-report.ts";
import { recommendedCompanies } from "./recommended.ts";
import { createVipRepository } from "./repository.ts";
import { entitlementView } from "./service-auth.ts";

export interface VipRoutesOptions {
  db: Database;
  now?: () => Date;
}

/** The VIP plans, the business's membership and its 服务授权 (entitlements from its orders). */
async function vipRoutes(app: FastifyInstance, { db, now = () => new Date() }: VipRoutesOptions) {
  const vip = createVipRepository(db);

  function businessOf(request: FastifyRequest): number {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", "请先选择企业");
    return auth.business.businessId;
  }

  /** The business's membership at `at`, from its periods no refund took back. */
  const membershipOf = async (businessId: number, at: Date) => membershipAt(await vip.unrevokedPeriodsOf(businessId), at);

  contractRoute(app, vipCalls.recommended, async (request) => ok(await recommendedCompanies(db, request.query.place, now())));

  contractRoute(app, vipCalls.marks, async (request) => ok({ vipIds: await vip.runningAmong(request.query.ids, now()) }));

  contractRoute(app, vipCalls.plans, async () => ok((await vip.plansOnSale()).map(planView)));

  contractRoute(app, vipCalls.membership, async (request) => ok(await membershipOf(businessOf(request), now())));

  contractRoute(app, vipCalls.orderGrant, async (request) => {
    const auth = authOf(request);
    const businessId = businessOf(request);
    // The buyer's own VIP order for this business, like the order's detail; anyone else's is "not found".
    const order = await vip.ownVipOrder(request.query.orderNo, auth.member.id, businessId);
    if (!order) throw refuse("not_found", "订单不存在");
    const [plan, grant] = await Promise.all([vip.plan(order.itemId), vip.grantOfOrder(order.id)]);
    return ok({
      plan: plan ? planView(plan) : null,
      grant: grant ? grantView(grant, order.orderNo, plan?.name ?? order.title, now()) : null,
      membership: await membershipOf(businessId, now()),
    });
  });

  contractRoute(app, vipCalls.grant, async (request) => {
    const businessId = businessOf(request);
    const at = now();
    const periods = await vip.periodsOf(businessId);
    const found = periods.find(({ grant }) => grant.id === request.query.id);
    if (!found) throw refuse("not_found", "授权不存在");
    return ok({
      grant: grantView(found.grant, found.orderNo, found.plan.name, at),
      plan: planView(found.plan),
      membership: await membershipOf(businessId, at),
      periods: periods.map(({ grant, orderNo, plan }) => grantView(grant, orderNo, plan.name, at)),
    });
  });

  contractRoute(app, vipCalls.accountManager, async (request) => ok(await accountManagerView(db, businessOf(request), now())));

  const reportSummary = (row: { id: number; cadence: string; periodStart: string; issuedAt: Date }) => {
    const cadence = row.cadence as ReportingCadence;
    return { id: row.id, cadence, periodLabel: periodLabel({ cadence, start: row.periodStart }), issuedAt: formatDateTime(row.issuedAt) };
  };

  contractRoute(app, vipCalls.priceReports, async (request) => {
    const cadence = await vip.priceReportCadenceAt(businessOf(request), now());
    if (cadence === "none") return ok({ cadence, reports: [] });
    return ok({ cadence, reports: (await reportsOf(db, cadence, PRICE_REPORT_HISTORY[cadence])).map(reportSummary) });
  });

  contractRoute(app, vipCalls.priceReport, async (request) => {
    const cadence = await vip.priceReportCadenceAt(businessOf(request), now());
    if (cadence === "none") throw refuse("permission", "行业价格分析报告是年度VIP与企业VIP会员的权益，请开通或升级VIP会员后查看");
    const row = await reportOf(db, cadence, request.query.id);
    if (!row) throw refuse("not_found", "报告不存在");
    return ok({ ...reportSummary(row), lines: row.lines });
  });

  contractRoute(app, serviceAuthCalls.list, async (request) => {
    const { current, size, kind, validity } = request.query;
    const found = await entitlementPage(db, businessOf(request), { current, size, kind, validity }, now());
    return ok({ records: found.rows.map(entitlementView), total: found.total, current, size, pages: found.pages, activeCount: found.activeCount });
  });
}

/** The VIP plans and service entitlements, registered by the composition root with the other collected route modules. */
export const vipRouteModule = defineRouteModule({
  name: "vip",
  register: async (app, services) => {
    await app.register(vipRoutes, services);
  },
});
