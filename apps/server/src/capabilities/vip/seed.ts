import type { Database } from "../../db/database.ts";
import { vipPlans } from "./schema.ts";

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
  },
  {
    code: "yearly",
    name: "年度VIP会员",
    priceFen: 99_900,
    durationDays: 365,
    summary: "常年经营的施工与供应企业",
    benefits: ["平台公告与招采信息优先推送", "法律服务套餐9折", "专属客服7×12小时在线答复", "企业主页VIP标识与推荐位", "每季度行业价格分析报告"],
    sort: 2,
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
  },
] as const;

/** The VIP plans, once (by code); a restart changes nothing. */
export async function seedVipPlans(db: Database): Promise<void> {
  await db
    .insert(vipPlans)
    .values(plans.map((plan) => ({ ...plan, benefits: [...plan.benefits] })))
    .onConflictDoNothing({ target: vipPlans.code });
}
