import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { servicePackages } from "../platform/cms/schema.ts";
import { businesses, members } from "../platform/member/schema.ts";
import { serviceOrders } from "../platform/order/schema.ts";
import { insertSeededOrder, type SeededOrderStep, seededStep } from "../platform/payment/seeded-order.ts";

/** These orders' event keys number the steps (the payment's is the live one). */
const demoEventKey = (step: SeededOrderStep, index: number, paymentId: string | null) =>
  step.type === "payment-succeeded" ? `pay:${paymentId}` : `${step.type}:${index}`;

/** The demo member's orders (composition level: orders and the payments that paid them), one in each common state, with the history that led there. */
const demoOrders: ReadonlyArray<{ packageIndex: number; suffix: string; daysAgo: number; method: string; steps: SeededOrderStep[] }> = [
  {
    packageIndex: 0,
    suffix: "K7M2Q9TD",
    daysAgo: 21,
    method: "bank_card",
    steps: [seededStep.paid(), seededStep.started(20, "已指派律师：王立平（吉林立信律师事务所）"), seededStep.completed(400, "合同审查 20 份已完成")],
  },
  {
    packageIndex: 2,
    suffix: "R4HX8C2P",
    daysAgo: 5,
    method: "wechat",
    steps: [seededStep.paid(0.2), seededStep.started(6, "已指派律师：李思远（吉林正泽律师事务所）")],
  },
  {
    packageIndex: 3,
    suffix: "W9B3N6FA",
    daysAgo: 2,
    method: "alipay",
    steps: [seededStep.paid()],
  },
  // A second paid, untouched order: the invoice is asked on it while the paid one above is served.
  {
    packageIndex: 1,
    suffix: "H6D4Y8KS",
    daysAgo: 1,
    method: "bank_card",
    steps: [seededStep.paid()],
  },
  {
    packageIndex: 1,
    suffix: "E2J5T8LV",
    daysAgo: 4,
    method: "",
    steps: [seededStep.expired(0.5, "超时未支付，订单自动取消")],
  },
];

/** 张建国's orders for 吉林宏远, so 已购服务 shows a history on a first visit; once, when he has none. */
export async function seedDemoOrders(db: Database): Promise<void> {
  const [buyer] = await db.select({ id: members.id }).from(members).where(eq(members.phone, "13800000001"));
  const [business] = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.creditCode, "91220101MA14XKQ355"));
  if (!buyer || !business) return;
  const [held] = await db
    .select({ n: count() })
    .from(serviceOrders)
    .where(and(eq(serviceOrders.buyerMemberId, buyer.id)));
  if ((held?.n ?? 0) > 0) return;
  const packages = await db.select().from(servicePackages).orderBy(asc(servicePackages.sort), asc(servicePackages.id));
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const demo of demoOrders) {
      const item = packages[demo.packageIndex];
      if (!item) continue;
      const order = {
        ...demo,
        buyerMemberId: buyer.id,
        buyerBusinessId: business.id,
        item: { kind: "service_package", id: item.id, title: item.name, priceFen: item.priceFen },
      };
      await insertSeededOrder(tx, order, now, demoEventKey);
    }
  });
}
