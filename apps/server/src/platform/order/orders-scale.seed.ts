import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { inBatches, independentHashOf, numberOf, pickOf } from "../../db/scale-sql.ts";

// Service orders for the benchmarks at scale (src/composition/seed-scale.ts): half bought by the
// demo member for its business (the member center's 我的服务订单, every state tab filled, some
// refunds and paid packages waiting for the operator), half sold by that business (已售服务: orders
// of its shop services by the other members). Runs after the shop scale seed, whose services the
// sold orders name.

/** Scale order numbers: the date, then Z and the row number (a real one has eight random characters). */
const SCALE_ORDER_NO = "^[0-9]{8}Z[0-9]{7}$";
const boughtKinds = ["service_package", "service_package", "lesson", "vip_plan"];
const boughtTitles = ["合同审查套餐", "法律顾问年度服务", "安全员继续教育课程", "VIP会员年卡"];
// Paid and in service twice: the platform's 服务订单 queue then holds some forty of each state at 1e3 rows, two full pages.
const states = [
  "completed",
  "completed",
  "completed",
  "paid",
  "paid",
  "in_service",
  "in_service",
  "pending_payment",
  "cancelled",
  "refunding",
  "refunded",
  "refund_rejected",
];

/** Who buys and sells: the demo member's business, and the members of other businesses who buy from it. */
export interface ScaleOrderParties {
  owner: { businessId: number; memberId: number };
  buyers: readonly { businessId: number; memberId: number }[];
}

/** Tops the scale orders up to `target` (odd rows bought by the owner, even rows sold by it when it has services). */
export async function seedScaleOrders(db: Database, { owner, buyers }: ScaleOrderParties, target: number): Promise<number> {
  if (buyers.length === 0) throw new Error("the sold orders need buyers outside the owner's business");
  const have = await numberOf(db, sql`select count(*) from service_order where order_no ~ ${SCALE_ORDER_NO}`);
  const i = sql`g.i`;
  const buyerMembers = buyers.map((b) => String(b.memberId));
  const buyerBusinesses = buyers.map((b) => String(b.businessId));
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      with sold as (
        select array_agg(id order by id) as ids, array_agg(title order by id) as titles, array_agg(price_fen order by id) as prices
        from (select id, title, price_fen from shop_service where seller_business_id = ${owner.businessId} order by id limit 1000) as s
      )
      insert into service_order (order_no, buyer_member_id, buyer_business_id, item_kind, item_id, seller_business_id, title, amount_fen, state,
        paid_fen, refunded_fen, refund_approved, pay_before, created_at, updated_at)
      select to_char(p.at, 'YYYYMMDD') || 'Z' || lpad(g.i::text, 7, '0'),
        case when p.bought then ${owner.memberId} else (${pickOf(buyerMembers, independentHashOf(i, 1))})::int end,
        case when p.bought then ${owner.businessId} else (${pickOf(buyerBusinesses, independentHashOf(i, 1))})::int end,
        case when p.bought then ${pickOf(boughtKinds, independentHashOf(i, 2))} else 'shop_service' end,
        case when p.bought then 1 + (${independentHashOf(i, 3)} % 3)::int else sold.ids[p.k] end,
        case when p.bought then null else ${owner.businessId}::int end,
        case when p.bought then ${pickOf(boughtTitles, independentHashOf(i, 2))} else sold.titles[p.k] end,
        p.amount, p.state,
        case when p.state in ('pending_payment', 'cancelled') then 0 else p.amount end,
        case when p.state = 'refunded' then p.amount else 0 end,
        false, p.at + interval '30 minutes', p.at, p.at + (${independentHashOf(i, 6)} % 86400) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join sold
      cross join lateral (
        -- A business with no services yet sells nothing: its rows are all bought then.
        select g.i % 2 = 1 or sold.ids is null as bought,
          1 + (${independentHashOf(i, 4)} % greatest(1, coalesce(array_length(sold.ids, 1), 1)))::int as k,
          (50000 + ${independentHashOf(i, 5)} % 2000000)::bigint as amount,
          ${pickOf(states, independentHashOf(i, 7))} as state,
          now() - (${independentHashOf(i, 8)} % ${730 * 86_400}) * interval '1 second' as at
      ) as p`),
  );
}
