import { orderCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serviceOrders } from "../../platform/order/schema.ts";
import { businessIdOf, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import type { SuiteTarget } from "../../testing/suite-target.ts";
import type { TestApp } from "../../testing/test-app.ts";
import { tenderBidders, tenders } from "./schema.ts";

const ORDERS_AT_ONCE = 6;

/**
 * One open deposit order per bidder, under concurrency, on any suite target: on Postgres the orders
 * are really made at once, and only the bidder's row lock (taken where the order is written) stops
 * a second open order — which, paid as well, would take the deposit twice.
 */
export function tenderDepositRaceSuite(target: SuiteTarget): void {
  describe(`tender deposit orders made at once (${target.name})`, () => {
    let t: TestApp;
    let bidder: LoggedIn;
    beforeAll(async () => {
      t = await target.open();
      bidder = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
    });
    afterAll(() => t?.close());

    /** A tender taking bids, with the member's business registered and approved, its deposit unpaid. */
    async function bidderAwaitingDeposit(): Promise<number> {
      const tendererBusinessId = await businessIdOf(t.database.db, "91220106MA152W4H0D");
      const [tender] = await t.database.db
        .insert(tenders)
        .values({
          tenderNo: `ZBRACE${Math.random().toString(36).slice(2, 12)}`,
          tendererBusinessId,
          createdBy: bidder.userId,
          title: "保证金并发测试标",
          mode: "public",
          sections: [{ name: "一标段", estimateFen: 100_000_00 }],
          estimateFen: 100_000_00,
          depositFen: 2_000_00,
          method: "lowest_price",
          registrationEnd: new Date(Date.now() + 86_400_000),
          bidDeadline: new Date(Date.now() + 2 * 86_400_000),
          state: "bidding",
          publicKey: "-",
          sealedPrivateKey: "-",
        })
        .returning({ id: tenders.id });
      const [row] = await t.database.db
        .insert(tenderBidders)
        .values({ tenderId: tender?.id ?? 0, businessId: bidder.businessId ?? 0, state: "awaiting_deposit", depositState: "unpaid" })
        .returning({ id: tenderBidders.id });
      return row?.id ?? 0;
    }

    it(`${ORDERS_AT_ONCE} deposit orders asked at once for one bidder: one is made, the others are refused`, async () => {
      // Three rounds: one race may by chance not interleave; three without a lock almost surely do.
      for (let round = 0; round < 3; round++) {
        const bidderId = await bidderAwaitingDeposit();
        const answers = await Promise.all(
          Array.from({ length: ORDERS_AT_ONCE }, () =>
            t.app.inject({ method: "POST", url: orderCalls.create.path, headers: bidder.headers, payload: { itemKind: "tender_deposit", itemId: bidderId } }),
          ),
        );
        const bodies = answers.map((answer) => answer.json() as { code: number; msg: string });
        expect(bodies.filter((body) => body.code === 200)).toHaveLength(1);
        for (const refused of bodies.filter((body) => body.code !== 200)) expect(refused.msg).toMatch(/该保证金已有待支付的订单/);
        const open = await t.database.db
          .select()
          .from(serviceOrders)
          .where(and(eq(serviceOrders.itemKind, "tender_deposit"), eq(serviceOrders.itemId, bidderId)));
        expect(open).toHaveLength(1);
      }
    });
  });
}
