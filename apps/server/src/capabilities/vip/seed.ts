import { and, count, eq, like } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { serviceOrders } from "../../platform/order/schema.ts";
import { insertSeededOrder, seededStep } from "../../platform/payment/seeded-order.ts";
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

/** 长春鼎盛's yearly VIP: bought by 张建国 358 days ago, so it runs out in a week (the notice 服务即将到期提醒 says so). */
const DEMO_VIP = { creditCode: "91220104MA17B8RT2H", planCode: "yearly", suffix: "V3QK7M2A", daysAgo: 358.05 } as const;

/**
 * The demo's one VIP membership, of the one VIP product (the plans of /user/vip/buy): a paid plan
 * order for 长春鼎盛 and the period it granted, as paying would have written them; once.
 */
export async function seedDemoVip(db: Database): Promise<void> {
  const [buyer] = await db.select({ id: members.id }).from(members).where(eq(members.phone, "13800000001"));
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, DEMO_VIP.creditCode));
  const [plan] = await db.select().from(vipPlans).where(eq(vipPlans.code, DEMO_VIP.planCode));
  if (!buyer || !business || !plan) return;
  const [held] = await db
    .select({ n: count() })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.buyerBusinessId, business.id), eq(serviceOrders.itemKind, "vip_plan")));
  if ((held?.n ?? 0) > 0) return;
  const now = Date.now();
  await db.transaction(async (tx) => {
    const item = { kind: "vip_plan", id: plan.id, title: plan.name, priceFen: plan.priceFen };
    const order = { buyerMemberId: buyer.id, buyerBusinessId: business.id, item, suffix: DEMO_VIP.suffix, daysAgo: DEMO_VIP.daysAgo, method: "bank_card" };
    await insertSeededOrder(tx, { ...order, steps: [seededStep.paid()] }, now);
    const [row] = await tx
      .select()
      .from(serviceOrders)
      .where(like(serviceOrders.orderNo, `%${DEMO_VIP.suffix}`));
    if (!row) return;
    const startsAt = row.updatedAt;
    await tx.insert(vipGrants).values({
      businessId: business.id,
      orderId: row.id,
      planId: plan.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + plan.durationDays * 86_400_000),
    });
  });
}
