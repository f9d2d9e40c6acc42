import { operatorCalls } from "@cidp/api-client/contract";
import { desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDemoOperator, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { notices } from "../notice/schema.ts";
import { operatorAudit } from "../operator/schema.ts";
import { serviceOrderEvents, serviceOrders } from "./schema.ts";

// 服务订单 on the operator desk: the platform sells its legal packages, so its operator starts and
// completes the service of paid orders, each step an order event by the operator.
let t: TestApp;
const clock = movableClock();
let staff: StaffSession = { session: "" };

async function orderOf(suffix: string) {
  const [row] = await t.database.db
    .select()
    .from(serviceOrders)
    .where(like(serviceOrders.orderNo, `%${suffix}`));
  if (!row) throw new Error(`no seeded order ${suffix}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { now: clock.now });
  staff = await enrolDemoOperator(t.app, clock.now);
}, 60_000);
afterAll(() => t.close());

const queue = () => staffData(t.app, operatorCalls.orders, undefined, staff);
const step = (id: number, input: { step: "start" | "complete"; note?: string }, who: StaffSession | null = staff) =>
  staffCall(t.app, operatorCalls.orderStep, { id, ...input }, who);

describe("服务订单: the operator serves paid legal-package orders", () => {
  it("lists the paid and in-service orders with the step each waits for", async () => {
    const orders = await queue();
    const paid = await orderOf("W9B3N6FA");
    const serving = await orderOf("R4HX8C2P");
    expect(orders).toContainEqual(expect.objectContaining({ id: paid.id, orderNo: paid.orderNo, state: "paid", step: "start" }));
    expect(orders).toContainEqual(expect.objectContaining({ id: serving.id, orderNo: serving.orderNo, state: "in_service", step: "complete" }));
    // Completed and cancelled orders wait for nothing.
    const listed = orders.map((order) => order.orderNo);
    expect(listed).not.toContain((await orderOf("K7M2Q9TD")).orderNo);
    expect(listed).not.toContain((await orderOf("E2J5T8LV")).orderNo);
  });

  it("开始服务 then 完成服务 move the order on, log the operator, and tell the buyer", async () => {
    const paid = await orderOf("W9B3N6FA");
    const started = await step(paid.id, { step: "start", note: "已指派律师：王立平" });
    expect(started.json()).toMatchObject({ success: true, msg: "已开始服务，买家会收到通知", data: null });
    expect((await orderOf("W9B3N6FA")).state).toBe("in_service");
    const [event] = await t.database.db
      .select()
      .from(serviceOrderEvents)
      .where(eq(serviceOrderEvents.orderId, paid.id))
      .orderBy(desc(serviceOrderEvents.id))
      .limit(1);
    expect(event).toMatchObject({ type: "start-service", actorKind: "operator", toState: "in_service", note: "已指派律师：王立平" });
    const [notice] = await t.database.db.select().from(notices).orderBy(desc(notices.id)).limit(1);
    expect(notice).toMatchObject({ title: "服务已开始", jumpUrl: `/user/service-buy-list/law-detail?orderNo=${paid.orderNo}` });
    expect(await queue()).toContainEqual(expect.objectContaining({ id: paid.id, step: "complete" }));

    // The same step again (a double click) changes nothing and says so.
    expect(refusalOf(await step(paid.id, { step: "start" }))).toEqual({ status: 409, msg: "该订单状态已变化，请刷新后查看" });

    expect((await step(paid.id, { step: "complete" })).json()).toMatchObject({ success: true, msg: "已完成服务，买家会收到通知" });
    expect((await orderOf("W9B3N6FA")).state).toBe("completed");
    const audit = await t.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(2);
    expect(audit.map((a) => a.action)).toEqual(["order.complete", "order.start"]);
    expect(audit[1]).toMatchObject({
      operatorId: expect.any(Number),
      subjectKind: "order",
      subjectId: paid.id,
      detail: { title: paid.orderNo, reason: "已指派律师：王立平" },
    });
  });

  it("refuses a stranger, and orders the platform does not serve", async () => {
    const serving = await orderOf("R4HX8C2P");
    expect(refusalOf(await step(serving.id, { step: "complete" }, null)).status).toBe(401);
    expect(refusalOf(await staffCall(t.app, operatorCalls.orders, undefined, null)).status).toBe(401);
    expect((await orderOf("R4HX8C2P")).state).toBe("in_service");
    // A cancelled order has nothing to start.
    expect(refusalOf(await step((await orderOf("E2J5T8LV")).id, { step: "start" })).status).toBe(409);
    const unknownStep = await staffCall(t.app, operatorCalls.orderStep, { id: serving.id, step: "refund" as "start" }, staff);
    expect(unknownStep.statusCode).toBe(400);
    expect((await orderOf("R4HX8C2P")).state).toBe("in_service");
  });
});
