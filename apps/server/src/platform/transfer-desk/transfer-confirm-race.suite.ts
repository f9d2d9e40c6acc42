import { operatorCalls, orderCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, type StaffSession, staffCall } from "../../testing/operator-desk.ts";
import { businessIdOf, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { operatorAudit } from "../operator/schema.ts";
import { serviceOrderEvents, serviceOrders } from "../order/schema.ts";
import { bankTransferReceipts, payments } from "../payment/schema.ts";

const CONFIRMATIONS = 4;

/**
 * One transfer confirmed by finance several times at once (a double click, two colleagues): the
 * payment is settled once, one receipt and one audit line are written, and every confirmation
 * answers as done. On Postgres the confirmations really run at once on connections of their own, and
 * only the receipt's key and the order's lock keep them apart.
 */
export function transferConfirmRaceSuite(target: SuiteTarget): void {
  describe(`对公转账 confirmed several times at once (${target.name})`, () => {
    let t: TestApp;
    let zhang: LoggedIn;
    let finance: StaffSession;
    const post = (declaration: { path: string }, payload: object) => t.app.inject({ method: "POST", url: declaration.path, headers: zhang.headers, payload });
    beforeAll(async () => {
      t = await target.open();
      zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
      const suffix = Math.random().toString(36).slice(2, 8);
      finance = await enrolStaff(t.app, t.database.db, { username: `race_finance_${suffix}`, displayName: "财务 并发", role: "财务" }, target.clock.now);
    }, 60_000);
    afterAll(() => t?.close());

    /** A 企业VIP会员 order (2999元, above the demo limit) to be paid by transfer: its row and the reference shown. */
    async function transferAwaited() {
      const created = await post(orderCalls.create, { itemKind: "vip_plan", itemId: 3 });
      const { orderNo } = (created.json() as { data: { orderNo: string } }).data;
      await post(orderCalls.pay, { orderNo, method: "bank_transfer" });
      const shown = await t.app.inject({ method: "GET", url: `${orderCalls.bankTransfer.path}?orderNo=${orderNo}`, headers: zhang.headers });
      const { reference } = (shown.json() as { data: { reference: string } }).data;
      const [order] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
      if (!order || !reference) throw new Error(`no transfer for ${orderNo}: ${shown.body}`);
      return { order, reference };
    }

    it(`${CONFIRMATIONS} confirmations of one transfer at once settle it once`, async () => {
      const { order, reference } = await transferAwaited();
      const receipt = { fileName: "回单.png", data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.alloc(32)]).toString("base64") };
      const bankSerial = `RACE${Date.now()}`;
      const receivedOn = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
      // On Postgres a connection of its own holds the order's row until every confirmation waits (the
      // first on the order, the others on the first's receipt), so they really meet, and lets them go at once.
      const pool = (t.database.db as unknown as { $client?: unknown }).$client;
      const holder = pool instanceof pg.Pool ? await pool.connect() : null;
      await holder?.query("begin");
      await holder?.query("select id from service_order where id = $1 for update", [order.id]);
      const racing = Promise.all(
        Array.from({ length: CONFIRMATIONS }, () =>
          staffCall(t.app, operatorCalls.bankTransferConfirm, { reference, bankSerial, amountYuan: "2999", receivedOn, receipt }, finance),
        ),
      );
      if (holder) {
        let waiting = 0;
        try {
          const deadline = Date.now() + 90_000;
          while (waiting < CONFIRMATIONS && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 25));
            // The holder is inside a transaction, which keeps its first view of pg_stat_activity: look afresh.
            await holder.query("select pg_stat_clear_snapshot()");
            const { rows } = await holder.query(
              "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid() and (query ilike '%bank_transfer_receipt%' or query ilike '%service_order%for update%')",
            );
            waiting = (rows[0] as { n: number }).n;
          }
        } finally {
          await holder.query("commit");
          holder.release();
        }
        const statuses = (await racing).map((answer) => answer.statusCode).join(", ");
        expect(waiting, `every confirmation waits, each on a connection of its own (they answered ${statuses})`).toBe(CONFIRMATIONS);
      }
      const answers = await racing;
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: CONFIRMATIONS }, () => 200));
      expect(answers.filter((answer) => (answer.json() as { msg: string }).msg === "已确认到账，订单已按已支付处理")).toHaveLength(1);
      const [paid] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.id, order.id));
      expect(paid).toMatchObject({ state: "paid", paidFen: order.amountFen, refundedFen: 0 });
      const events = await t.database.db
        .select()
        .from(serviceOrderEvents)
        .where(and(eq(serviceOrderEvents.orderId, order.id), eq(serviceOrderEvents.type, "payment-succeeded")));
      expect(events).toHaveLength(1);
      const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, order.id));
      expect(
        await t.database.db
          .select()
          .from(bankTransferReceipts)
          .where(eq(bankTransferReceipts.paymentId, payment?.id ?? "")),
      ).toHaveLength(1);
      const audited = await t.database.db
        .select()
        .from(operatorAudit)
        .where(and(eq(operatorAudit.action, "transfer.confirmed"), eq(operatorAudit.subjectId, order.id)));
      expect(audited).toHaveLength(1);
    }, 120_000);
  });
}
