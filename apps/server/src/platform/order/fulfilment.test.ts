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

type QueueQuery = { state?: "paid" | "in_service"; orderNo?: string; page?: number };
const queuePage = (query: QueueQuery = {}) => staffData(t.app, operatorCalls.orders, query, staff);
const queue = async (query: QueueQuery = {}) => (await queuePage(query)).orders;

/** Puts `count` more orders of the seeded paid one's package into the queue, in `state`, each waiting a minute less than the one before. */
async function moreWaiting(count: number, state: "paid" | "in_service", prefix: string) {
  const { id: _id, ...model } = await orderOf("W9B3N6FA");
  const oldest = new Date("2020-01-01T08:00:00+08:00").getTime();
  await t.database.db.insert(serviceOrders).values(
    Array.from({ length: count }, (_, i) => ({
      ...model,
      orderNo: `${prefix}${String(i).padStart(4, "0")}`,
      state,
      updatedAt: new Date(oldest + i * 60_000),
    })),
  );
}
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

  it("pages the queue twenty at a time, the longest waiting first, with how many wait in each state", async () => {
    const before = await queuePage();
    await moreWaiting(25, "paid", "20200101QP");
    await moreWaiting(3, "in_service", "20200101QS");
    const first = await queuePage();
    expect(first.pageSize).toBe(20);
    expect(first.waiting).toEqual({ paid: before.waiting.paid + 25, in_service: before.waiting.in_service + 3 });
    expect(first.total).toBe(before.total + 28);
    expect(first.pages).toBe(Math.ceil(first.total / 20));
    // The added orders waited longest (2020-01-01), paid and in service in one line by time.
    expect(first.orders.map((order) => order.orderNo)).toEqual([
      "20200101QP0000",
      "20200101QS0000",
      "20200101QP0001",
      "20200101QS0001",
      "20200101QP0002",
      "20200101QS0002",
      ...Array.from({ length: 14 }, (_, i) => `20200101QP${String(i + 3).padStart(4, "0")}`),
    ]);
    const second = await queuePage({ page: 2 });
    expect(second.orders.map((order) => order.orderNo).slice(0, 8)).toEqual(
      Array.from({ length: 8 }, (_, i) => `20200101QP${String(i + 17).padStart(4, "0")}`),
    );
    // Every waiting order is on exactly one page.
    const all = (await Promise.all(Array.from({ length: first.pages }, (_, i) => queue({ page: i + 1 })))).flat();
    expect(new Set(all.map((order) => order.id)).size).toBe(first.total);
    // Past the last page: nothing, with the same count.
    expect(await queuePage({ page: first.pages + 1 })).toMatchObject({ orders: [], total: first.total });
  });

  it("filters by state, and finds one order by its number typed in any case", async () => {
    const serving = await queuePage({ state: "in_service" });
    expect(serving.orders.length).toBeGreaterThan(0);
    expect(serving.orders.every((order) => order.state === "in_service" && order.step === "complete")).toBe(true);
    expect(serving.total).toBe(serving.waiting.in_service);
    const paid = await queuePage({ state: "paid" });
    expect(paid.orders.every((order) => order.state === "paid" && order.step === "start")).toBe(true);
    expect(paid.total).toBe(paid.waiting.paid);

    const wanted = await orderOf("R4HX8C2P");
    expect((await queuePage({ orderNo: ` ${wanted.orderNo.toLowerCase()} ` })).orders.map((order) => order.id)).toEqual([wanted.id]);
    // A number in the other state's tab, an order that waits for nothing, a number that does not exist: none found.
    expect(await queue({ orderNo: wanted.orderNo, state: "paid" })).toEqual([]);
    expect(await queue({ orderNo: (await orderOf("K7M2Q9TD")).orderNo })).toEqual([]);
    expect(await queuePage({ orderNo: "20990101ABCDEFGH" })).toMatchObject({ orders: [], total: 0, pages: 0 });
  });

  it.each([
    [{ state: "refunded" }, "订单状态无效"],
    [{ orderNo: "123" }, "请输入完整的订单号（8至32位字母或数字）"],
    [{ orderNo: "2026' or 1=1 --" }, "请输入完整的订单号（8至32位字母或数字）"],
    [{ page: 0 }, undefined],
    [{ page: 1001 }, undefined],
  ])("refuses the query %o with 400", async (query, msg) => {
    const refused = refusalOf(await staffCall(t.app, operatorCalls.orders, query as QueueQuery, staff));
    expect(refused.status).toBe(400);
    if (msg) expect(refused.msg).toContain(msg);
  });

  it("refuses a stranger, and orders the platform does not serve", async () => {
    const serving = await orderOf("R4HX8C2P");
    expect(refusalOf(await step(serving.id, { step: "complete" }, null)).status).toBe(401);
    expect(refusalOf(await staffCall(t.app, operatorCalls.orders, {}, null)).status).toBe(401);
    expect((await orderOf("R4HX8C2P")).state).toBe("in_service");
    // A cancelled order has nothing to start.
    expect(refusalOf(await step((await orderOf("E2J5T8LV")).id, { step: "start" })).status).toBe(409);
    const unknownStep = await staffCall(t.app, operatorCalls.orderStep, { id: serving.id, step: "refund" as "start" }, staff);
    expect(unknownStep.statusCode).toBe(400);
    expect((await orderOf("R4HX8C2P")).state).toBe("in_service");
  });
});
