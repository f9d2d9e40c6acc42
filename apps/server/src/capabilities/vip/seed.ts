import { and, count, eq, like } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { insertSeededOrder, seededStep } from "../../platform/payment/seeded-order.ts";
import { assignAccountManager, MANAGED_PLAN_CODE } from "./account-manager.ts";
import { vipGrants, vipPlans } from "./schema.ts";

/** The plans on sale: prices in fen, lengths in days. */
const plans = [
  {
    code: "monthly",
    name: "月度VIP会员",
    priceFen: 9_900,
    durationDays: 30,
    summary: "短期项目、先体验再决定",
    benefits: ["平台公告与招采信息优先推送", "法律服务套餐9.5折", "专属客服工作日在线答复", "企业主页VIP标识"],
    sort: 1,
    packageDiscount: 950,
    priceReport: "none",
  },
  {
    code: "yearly",
    name: "年度VIP会员",
    priceFen: 99_900,
    durationDays: 365,
    summary: "常年经营的施工与供应企业",
    benefits: ["平台公告与招采信息优先推送", "法律服务套餐9折", "专属客服7×12小时在线答复", "企业主页VIP标识与推荐位", "每季度行业价格分析报告"],
    sort: 2,
    packageDiscount: 900,
    recommendedIn: "directory",
    priceReport: "quarterly",
  },
  {
    code: "enterprise",
    name: "企业VIP会员",
    priceFen: 299_900,
    durationDays: 365,
    summary: "集团企业与多项目公司",
    benefits: [
      "平台公告与招采信息优先推送",
      "法律服务套餐8.5折，每年2次免费合同审查",
      "专属客户经理一对一服务",
      "企业主页VIP标识与首页推荐位",
      "每月行业价格分析报告",
      "线下培训与政策解读会名额2个",
    ],
    sort: 3,
    packageDiscount: 850,
    recommendedIn: "home",
    priceReport: "monthly",
    contractReviews: 2,
  },
] as const;

/** The VIP plans, once (by code); a restart changes nothing. */
export async function seedVipPlans(db: Database): Promise<void> {
  await db
    .insert(vipPlans)
    .values(plans.map((plan) => ({ ...plan, benefits: [...plan.benefits] })))
    .onConflictDoNothing({ target: vipPlans.code });
}

/**
 * The demo's VIP memberships, both bought by 张建国: 长春鼎盛's yearly VIP 358 days ago, so it runs
 * out in a week (the notice 服务即将到期提醒 says so); 吉林省安泰's enterprise VIP 40 days ago, served
 * by its 专属客户经理 (the demo staff's managers).
 */
const DEMO_VIPS = [
  { creditCode: "91220104MA17B8RT2H", planCode: "yearly", suffix: "V3QK7M2A", daysAgo: 358.05 },
  { creditCode: "91220200MA0Y6C9P7R", planCode: "enterprise", suffix: "V8EN4K6R", daysAgo: 40.2 },
] as const;

/** The demo's VIP memberships, of the one VIP product (the plans of /user/vip/buy). */
export async function seedDemoVip(db: Database): Promise<void> {
  for (const demo of DEMO_VIPS) await seedOneVip(db, demo);
}

/** A paid plan order for the business and the period it granted (and its manager), as paying would have written them; once. */
async function seedOneVip(db: Database, demo: (typeof DEMO_VIPS)[number]): Promise<void> {
  const [buyer] = await db.select({ id: members.id }).from(members).where(eq(members.phone, "13800000001"));
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, demo.creditCode));
  const [plan] = await db.select().from(vipPlans).where(eq(vipPlans.code, demo.planCode));
  if (!buyer || !business || !plan) return;
  const [held] = await db
    .select({ n: count() })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.buyerBusinessId, business.id), eq(serviceOrders.itemKind, "vip_plan")));
  if ((held?.n ?? 0) > 0) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const item = { kind: "vip_plan", id: plan.id, title: plan.name, priceFen: plan.priceFen };
    const order = { buyerMemberId: buyer.id, buyerBusinessId: business.id, item, suffix: demo.suffix, daysAgo: demo.daysAgo, method: "bank_card" };
    await insertSeededOrder(tx, { ...order, steps: [seededStep.paid()] }, now);
    const [row] = await tx
      .select()
      .from(serviceOrders)
      .where(like(serviceOrders.orderNo, `%${demo.suffix}`));
    if (!row) return;
    const startsAt = row.updatedAt;
    await tx.insert(vipGrants).values({
      businessId: business.id,
      orderId: row.id,
      planId: plan.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + plan.durationDays * 86_400_000),
    });
    if (plan.code === MANAGED_PLAN_CODE) await assignAccountManager(tx, business.id, startsAt);
  });
}
