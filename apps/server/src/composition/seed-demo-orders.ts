import type { OrderState } from "@cidp/domain";
import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../db/database.ts";
import { formatDateTime } from "../http/format.ts";
import { servicePackages } from "../platform/cms/schema.ts";
import { businesses, members } from "../platform/member/schema.ts";
import { serviceOrderEvents, serviceOrders } from "../platform/order/schema.ts";
import { payments, sandboxTrades } from "../platform/payment/schema.ts";

type Step = { type: string; actorKind: "buyer" | "seller" | "system"; to: OrderState; hoursAfter: number; note?: string };

/** The demo member's orders (composition level: orders and the payments that paid them), one in each common state, with the history that led there. */
const demoOrders: ReadonlyArray<{ packageIndex: number; suffix: string; daysAgo: number; method: string; steps: Step[] }> = [
  {
    packageIndex: 0,
    suffix: "K7M2Q9TD",
    daysAgo: 21,
    method: "bank_card",
    steps: [
      { type: "payment-succeeded", actorKind: "system", to: "paid", hoursAfter: 0.1 },
      { type: "start-service", actorKind: "seller", to: "in_service", hoursAfter: 20, note: "已指派律师：王立平（吉林立信律师事务所）" },
      { type: "complete", actorKind: "seller", to: "completed", hoursAfter: 400, note: "合同审查 20 份已完成" },
    ],
  },
  {
    packageIndex: 2,
    suffix: "R4HX8C2P",
    daysAgo: 5,
    method: "wechat",
    steps: [
      { type: "payment-succeeded", actorKind: "system", to: "paid", hoursAfter: 0.2 },
      { type: "start-service", actorKind: "seller", to: "in_service", hoursAfter: 6, note: "已指派律师：李思远（吉林正泽律师事务所）" },
    ],
  },
  {
    packageIndex: 3,
    suffix: "W9B3N6FA",
    daysAgo: 2,
    method: "alipay",
    steps: [{ type: "payment-succeeded", actorKind: "system", to: "paid", hoursAfter: 0.1 }],
  },
  {
    packageIndex: 4,
    suffix: "E2J5T8LV",
    daysAgo: 4,
    method: "",
    steps: [{ type: "expire", actorKind: "system", to: "cancelled", hoursAfter: 0.5, note: "超时未支付，订单自动取消" }],
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
      const createdAt = new Date(now - demo.daysAgo * 86_400_000);
      // The order number says the day it was placed, like one made by the order call.
      const orderNo = `${formatDateTime(createdAt).slice(0, 10).replaceAll("-", "")}${demo.suffix}`;
      const at = (hours: number) => new Date(createdAt.getTime() + hours * 3_600_000);
      const final = demo.steps.at(-1)?.to ?? "pending_payment";
      const paid = demo.steps.some((step) => step.type === "payment-succeeded");
      const paymentId = paid ? `PSEED${orderNo}` : null;
      const [order] = await tx
        .insert(serviceOrders)
        .values({
          orderNo,
          buyerMemberId: buyer.id,
          buyerBusinessId: business.id,
          itemKind: "service_package",
          itemId: item.id,
          title: item.name,
          amountFen: item.priceFen,
          state: final,
          paidFen: paid ? item.priceFen : 0,
          paymentId,
          payBefore: at(0.5),
          createdAt,
          updatedAt: at(demo.steps.at(-1)?.hoursAfter ?? 0),
        })
        .returning();
      if (!order) continue;
      if (paymentId) {
        const paidAt = at(demo.steps[0]?.hoursAfter ?? 0);
        const tradeNo = `SBXSEED${orderNo}`;
        await tx.insert(payments).values({
          id: paymentId,
          orderId: order.id,
          provider: "sandbox",
          method: demo.method,
          amountFen: item.priceFen,
          status: "succeeded",
          providerTradeNo: tradeNo,
          checkoutUrl: "",
          createdAt,
          settledAt: paidAt,
        });
        // The provider's side of the same payment, so reconciliation finds both books agreeing.
        await tx.insert(sandboxTrades).values({
          tradeNo,
          merchantPaymentId: paymentId,
          method: demo.method,
          subject: item.name,
          amountFen: item.priceFen,
          status: "SUCCESS",
          notifyUrl: "",
          returnUrl: "/",
          createdAt,
          paidAt,
        });
      }
      let from: OrderState = "pending_payment";
      const events = [{ type: "create", actorKind: "buyer" as const, to: "pending_payment" as OrderState, hoursAfter: 0, note: "提交订单" }, ...demo.steps];
      for (const [index, step] of events.entries()) {
        await tx.insert(serviceOrderEvents).values({
          orderId: order.id,
          eventKey: step.type === "payment-succeeded" ? `pay:${paymentId}` : step.type === "create" ? "create" : `${step.type}:${index}`,
          type: step.type,
          actorKind: step.actorKind,
          actorId: step.actorKind === "buyer" ? buyer.id : null,
          fromState: from,
          toState: step.to,
          note: step.note ?? "",
          at: at(step.hoursAfter),
        });
        from = step.to;
      }
    }
  });
}
