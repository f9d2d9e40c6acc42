import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { numberOf, SCALE_BATCH } from "../../db/scale-sql.ts";

// The payments and refunds of the scale orders (src/composition/seed-scale.ts), so 统计报表's
// orders and refunds (and its rollup) have a scale's worth of rows to count: every scale order that
// was paid has a succeeded payment settled a few minutes after it was placed, and every refunded one
// a succeeded refund settled when the order last changed. Runs after the orders' scale seed.

/** The orders the scale seed numbered (see orders-scale.seed.ts). */
const SCALE_ORDER_NO = "^[0-9]{8}Z[0-9]{7}$";
const PAID_STATES = sql`('paid', 'in_service', 'completed', 'refunding', 'refunded', 'refund_rejected')`;

/** Adds the missing payments and refunds of the scale orders, a batch of order ids at a time; answers how many payments it added. */
export async function seedScalePayments(db: Database): Promise<number> {
  const range = (await db.execute(sql`select min(id) as low, max(id) as high from service_order where order_no ~ ${SCALE_ORDER_NO}`)) as unknown as {
    rows: { low: number | null; high: number | null }[];
  };
  const { low, high } = range.rows[0] ?? { low: null, high: null };
  if (low === null || high === null) return 0;
  const before = await numberOf(db, sql`select count(*) from payment where id like 'PZ%'`);
  for (let from = Number(low); from <= Number(high); from += SCALE_BATCH) {
    const to = from + SCALE_BATCH - 1;
    await db.execute(sql`
      insert into payment (id, order_id, provider, method, amount_fen, status, checkout_url, created_at, settled_at)
      select 'PZ' || o.id, o.id, 'sandbox', (array['wechat', 'alipay', 'bank_card'])[1 + o.id % 3], o.paid_fen, 'succeeded', '/',
        o.created_at, o.created_at + (5 + o.id % 20) * interval '1 minute'
      from service_order o
      where o.id between ${from} and ${to} and o.order_no ~ ${SCALE_ORDER_NO} and o.state in ${PAID_STATES} and o.paid_fen > 0
      on conflict (id) do nothing`);
    await db.execute(sql`
      insert into payment_refund (id, payment_id, amount_fen, status, reason, created_at, settled_at)
      select 'RZ' || o.id, 'PZ' || o.id, o.refunded_fen, 'succeeded', '服务未开始，全额退款', o.updated_at,
        greatest(o.updated_at, o.created_at + interval '30 minutes')
      from service_order o
      where o.id between ${from} and ${to} and o.order_no ~ ${SCALE_ORDER_NO} and o.state = 'refunded' and o.refunded_fen > 0
      on conflict (id) do nothing`);
  }
  return (await numberOf(db, sql`select count(*) from payment where id like 'PZ%'`)) - before;
}
