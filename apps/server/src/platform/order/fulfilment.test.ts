import { desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolDemoOperator } from "../../testing/operator-desk.ts";
import { movableClock } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { notices } from "../notice/schema.ts";
import { operatorAudit } from "../operator/schema.ts";
import { serviceOrderEvents, serviceOrders } from "./schema.ts";

// 服务订单 on the operator desk: the platform sells its legal packages, so its operator starts and
// completes the service of paid orders, each step an order event by the operator.
let t: TestApp;
const clock = movableClock();
type Jar = Record<string, string>;
let jar: Jar = {};

const cookie = (j: Jar) =>
  Object.entries(j)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");
const csrfIn = (body: string) => /name="_csrf" value="([^"]+)"/.exec(body)?.[1] ?? "";
const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie: cookie(jar) } });
const post = (url: string, form: Record<string, string>, j: Jar = jar) =>
  t.app.inject({
    method: "POST",
    url,
    headers: { cookie: cookie(j), "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams(form).toString(),
  });

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
  jar = (await enrolDemoOperator(t.app, clock.now)).jar;
}, 60_000);
afterAll(() => t.close());

describe("服务订单: the operator serves paid legal-package orders", () => {
  it("lists the paid and in-service orders with the step each waits for", async () => {
    const page = await get("/operator/orders");
    expect(page.statusCode).toBe(200);
    const paid = await orderOf("W9B3N6FA");
    const serving = await orderOf("R4HX8C2P");
    expect(page.body).toContain(`aria-label="开始服务：订单 ${paid.orderNo}"`);
    expect(page.body).toContain(`aria-label="完成服务：订单 ${serving.orderNo}"`);
    // Completed and cancelled orders wait for nothing.
    expect(page.body).not.toContain((await orderOf("K7M2Q9TD")).orderNo);
    expect(page.body).not.toContain((await orderOf("E2J5T8LV")).orderNo);
  });

  it("开始服务 then 完成服务 move the order on, log the operator, and tell the buyer", async () => {
    const paid = await orderOf("W9B3N6FA");
    const csrf = csrfIn((await get("/operator/orders")).body);
    const started = await post(`/operator/orders/${paid.id}`, { _csrf: csrf, step: "start", note: "已指派律师：王立平" });
    expect(started.statusCode).toBe(303);
    expect(started.headers.location).toBe("/operator/orders?result=start");
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
    expect((await get("/operator/orders?result=start")).body).toContain("已开始服务，买家会收到通知");

    // The same step again (a double click) changes nothing and says so.
    const again = await post(`/operator/orders/${paid.id}`, { _csrf: csrf, step: "start" });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain("该订单状态已变化");

    expect((await post(`/operator/orders/${paid.id}`, { _csrf: csrf, step: "complete" })).statusCode).toBe(303);
    expect((await orderOf("W9B3N6FA")).state).toBe("completed");
    const audit = await t.database.db.select().from(operatorAudit).orderBy(desc(operatorAudit.id)).limit(2);
    expect(audit.map((a) => a.action)).toEqual(["order.complete", "order.start"]);
  });

  it("refuses a form without the session's token, a stranger, and orders the platform does not serve", async () => {
    const serving = await orderOf("R4HX8C2P");
    const forged = await post(`/operator/orders/${serving.id}`, { _csrf: "forged", step: "complete" });
    expect(forged.statusCode).toBe(403);
    expect((await orderOf("R4HX8C2P")).state).toBe("in_service");
    const stranger = await post(`/operator/orders/${serving.id}`, { step: "complete" }, {});
    expect(stranger.headers.location).toBe("/operator/login");
    const csrf = csrfIn((await get("/operator/orders")).body);
    // A cancelled order has nothing to start.
    expect((await post(`/operator/orders/${(await orderOf("E2J5T8LV")).id}`, { _csrf: csrf, step: "start" })).statusCode).toBe(409);
    expect((await post(`/operator/orders/${serving.id}`, { _csrf: csrf, step: "refund" })).statusCode).toBe(404);
  });
});
