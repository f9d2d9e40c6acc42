import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { numberOf, SCALE_BATCH } from "../../db/scale-sql.ts";

// 对公转账 for the benchmarks at scale (src/composition/seed-scale.ts): one scale order in three
// pays by transfer. Those waiting for payment wait for theirs (an open payment with its reference,
// finance's 待确认到账); those paid have it confirmed with the bank's 回单; the refunding ones have
// a refund finance owes by transfer, the refunded ones a refund made. Runs after the payments'
// scale seed, whose succeeded payments the confirmed transfers are.

/** The orders the scale seed numbered (see orders-scale.seed.ts). */
const SCALE_ORDER_NO = "^[0-9]{8}Z[0-9]{7}$";
const PAID_STATES = sql`('paid', 'in_service', 'completed', 'refunding', 'refunded', 'refund_rejected')`;
/** A seeded transfer's subject ends so: a later run counts what it made by it. */
const MARK = "（对公转账）";

/** Adds the missing transfers of the scale orders, a batch of order ids at a time; answers how many it added. */
export async function seedScaleBankTransfers(db: Database): Promise<number> {
  const range = (await db.execute(sql`select min(id) as low, max(id) as high from service_order where order_no ~ ${SCALE_ORDER_NO}`)) as unknown as {
    rows: { low: number | null; high: number | null }[];
  };
  const { low, high } = range.rows[0] ?? { low: null, high: null };
  if (low === null || high === null) return 0;
  const seeded = () => numberOf(db, sql`select count(*) from bank_transfer_checkout where subject like ${`%${MARK}`}`);
  const before = await seeded();
  const reference = sql`'DG' || lpad(o.id::text, 8, '0')`;
  for (let from = Number(low); from <= Number(high); from += SCALE_BATCH) {
    const ofBatch = sql`o.id between ${from} and ${from + SCALE_BATCH - 1} and o.order_no ~ ${SCALE_ORDER_NO} and o.id % 3 = 2`;
    // Waiting for the money: an open transfer payment of the unpaid order.
    await db.execute(sql`
      insert into payment (id, order_id, provider, method, amount_fen, status, checkout_url, created_at)
      select 'PT' || o.id, o.id, 'bank_transfer', 'bank_transfer', o.amount_fen, 'open', '/', o.created_at + interval '3 minutes'
      from service_order o
      where ${ofBatch} and o.state = 'pending_payment'
      on conflict (id) do nothing`);
    await db.execute(sql`
      insert into bank_transfer_checkout (payment_id, reference, amount_fen, subject, payer_member_id, created_at)
      select p.id, ${reference}, p.amount_fen, left(o.title, 180) || ${MARK}, o.buyer_member_id, p.created_at
      from service_order o
      join payment p on p.order_id = o.id and p.id in ('PT' || o.id, 'PZ' || o.id)
      where ${ofBatch} and (o.state = 'pending_payment' or o.state in ${PAID_STATES})
      on conflict do nothing`);
    // Paid: finance confirmed the transfer with the bank's 回单.
    await db.execute(sql`
      insert into bank_transfer_receipt (payment_id, bank_serial, amount_fen, received_on, receipt_object_key, receipt_type, confirmed_by, confirmed_at)
      select p.id, 'HD' || lpad(o.id::text, 14, '0'), p.amount_fen, to_char(p.settled_at at time zone 'Asia/Shanghai', 'YYYY-MM-DD'),
        'transfer-receipts/scale-' || o.id || '.pdf', 'application/pdf', 1, p.settled_at
      from service_order o
      join payment p on p.id = 'PZ' || o.id
      where ${ofBatch} and o.state in ${PAID_STATES}
      on conflict do nothing`);
    await db.execute(sql`
      update bank_transfer_checkout c set confirmed_at = r.confirmed_at
      from bank_transfer_receipt r, service_order o
      where r.payment_id = c.payment_id and c.payment_id = 'PZ' || o.id and ${ofBatch} and c.confirmed_at is null`);
    // Refunding: a refund finance owes; refunded: the refund made, with its 回单.
    await db.execute(sql`
      insert into bank_transfer_refund (refund_id, payment_id, amount_fen, reason, status, payee_account, bank_serial, receipt_object_key,
        receipt_type, done_by, created_at, done_at)
      select case when o.state = 'refunded' then 'RZ' else 'RT' end || o.id, p.id, greatest(o.refunded_fen, o.paid_fen), '服务未开始，全额退款',
        case when o.state = 'refunded' then 'succeeded' else 'requested' end,
        case when o.state = 'refunded' then '6217' || lpad(o.buyer_business_id::text, 15, '0') end,
        case when o.state = 'refunded' then 'TK' || lpad(o.id::text, 14, '0') end,
        case when o.state = 'refunded' then 'transfer-receipts/scale-refund-' || o.id || '.pdf' end,
        case when o.state = 'refunded' then 'application/pdf' end,
        case when o.state = 'refunded' then 1 end, o.updated_at, case when o.state = 'refunded' then o.updated_at + interval '1 day' end
      from service_order o
      join payment p on p.id = 'PZ' || o.id
      where ${ofBatch} and o.state in ('refunding', 'refunded')
      on conflict do nothing`);
  }
  return (await seeded()) - before;
}
