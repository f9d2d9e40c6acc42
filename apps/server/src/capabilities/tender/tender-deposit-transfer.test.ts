import { operatorCalls, orderCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceOrders } from "../../platform/order/schema.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { enrolStaff, type StaffSession, staffCall } from "../../testing/operator-desk.ts";
import { businessIdOf, contractCalls, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { tenderBidders, tenders } from "./schema.ts";
import { seedDemoTenders } from "./seed.ts";

// 投标保证金 by 对公转账: a deposit may always be paid by transfer (whatever the platform's limit),
// the order waits for it no longer than bids are open, and finance's confirmation pays the deposit
// as any payment of the deposit's order does.

const sealingKeys = randomSealingKeys();
let t: TestApp;
let dingsheng: LoggedIn;
let finance: StaffSession;
const { data } = contractCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { sealingKeys });
  await seedDemoTenders(t.database.db, sealingKeys);
  dingsheng = await login(t, "13800000001", await businessIdOf(t.database.db, "91220104MA17B8RT2H"));
  finance = await enrolStaff(t.app, t.database.db, { username: "deposit-finance", displayName: "财务 小孙", role: "财务" }, () => new Date());
}, 90_000);

afterAll(() => t?.close());

describe("a tender deposit paid by 对公转账", () => {
  it("is offered whatever its amount, waits no longer than bids are open, and finance's confirmation pays the deposit", async () => {
    // The seed's bidder of 鼎盛 that owes its deposit (伊通河大桥).
    const [owed] = await t.database.db
      .select({ bidder: tenderBidders, tender: tenders })
      .from(tenderBidders)
      .innerJoin(tenders, eq(tenders.id, tenderBidders.tenderId))
      .where(
        and(eq(tenderBidders.businessId, dingsheng.businessId ?? 0), eq(tenderBidders.state, "awaiting_deposit"), eq(tenderBidders.depositState, "unpaid")),
      );
    if (!owed) throw new Error("the seed has no deposit owed by 鼎盛");
    // A deposit of 1,000元, well below the platform's limit for other orders (2,000元); bids close in
    // two days, sooner than the seven days a transfer is given.
    const depositFen = 100_000;
    const bidDeadline = new Date(Date.now() + 2 * 86_400_000);
    await t.database.db.update(tenders).set({ bidDeadline, depositFen }).where(eq(tenders.id, owed.tender.id));

    const order = await data(orderCalls.create, dingsheng, { itemKind: "tender_deposit", itemId: owed.bidder.id });
    const { checkoutUrl } = await data(orderCalls.pay, dingsheng, { orderNo: order.orderNo, method: "bank_transfer" });
    expect(checkoutUrl).toBe(`/user/pay/bank-transfer?orderNo=${order.orderNo}`);
    const shown = await data(orderCalls.bankTransfer, dingsheng, { orderNo: order.orderNo });
    expect(shown.amountFen).toBe(depositFen);
    const [waiting] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, order.orderNo));
    expect(Math.abs((waiting?.payBefore.getTime() ?? 0) - bidDeadline.getTime())).toBeLessThan(1_000);

    const confirmed = await staffCall(
      t.app,
      operatorCalls.bankTransferConfirm,
      {
        reference: shown.reference,
        bankSerial: `DEP${Date.now()}`,
        amountYuan: (depositFen / 100).toFixed(2),
        receivedOn: new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10),
        receipt: { fileName: "回单.pdf", data: Buffer.from("%PDF-1.4\n%%EOF\n").toString("base64") },
      },
      finance,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [paid] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, order.orderNo));
    expect(paid).toMatchObject({ state: "paid", paidFen: depositFen });
    const [bidder] = await t.database.db.select().from(tenderBidders).where(eq(tenderBidders.id, owed.bidder.id));
    expect(bidder).toMatchObject({ depositState: "paid", depositMethod: "online", depositReference: order.orderNo });
  });
});
