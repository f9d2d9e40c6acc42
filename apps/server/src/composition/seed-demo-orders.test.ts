import { orderCalls } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPaymentServices } from "../platform/payment/payment-services.ts";
import { businessIdOf, type LoggedIn, login } from "../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../testing/test-app.ts";
import { seedDemoOrders } from "./seed-demo-orders.ts";

let t: TestApp;
let zhang: LoggedIn;

beforeAll(async () => {
  t = await createTestApp();
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
});
afterAll(() => t.close());

type Listed = { records: { orderNo: string; state: string; createTime: string }[] };
const list = async () => ((await t.app.inject({ method: "GET", url: orderCalls.list.path, headers: zhang.headers })).json() as { data: Listed }).data.records;

describe("the demo orders", () => {
  it("give the demo member a history in every common state, numbered by their day", async () => {
    const orders = await list();
    expect(orders.map((o) => o.state).sort()).toEqual(["cancelled", "completed", "in_service", "paid", "paid"]);
    for (const order of orders) expect(order.orderNo.slice(0, 8)).toBe(order.createTime.slice(0, 10).replaceAll("-", ""));
  });

  it("carry the events that led to their state", async () => {
    const completed = (await list()).find((o) => o.state === "completed");
    const response = await t.app.inject({ method: "GET", url: `${orderCalls.detail.path}?orderNo=${completed?.orderNo}`, headers: zhang.headers });
    const events = (response.json() as { data: { events: { type: string; toState: string }[] } }).data.events;
    expect(events.map((e) => e.type)).toEqual(["create", "payment-succeeded", "start-service", "complete"]);
  });

  it("agree with the provider's books, and are seeded once", async () => {
    const { payments } = createPaymentServices(t.database.db, new Uint8Array(32), { warn: () => undefined, info: () => undefined });
    const report = await payments.reconcile(new Date(Date.now() - 30 * 86_400_000), new Date());
    // Four of 张建国's legal packages and seven of 长春华信's shop-service orders were paid within the period.
    expect(report).toMatchObject({ checked: 11, repaired: [], unknownToProvider: [], amountMismatches: [] });
    await seedDemoOrders(t.database.db);
    expect(await list()).toHaveLength(5);
  });
});
