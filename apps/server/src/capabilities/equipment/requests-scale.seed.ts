import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, independentHashOf, numberOf, pickOf } from "../../db/scale-sql.ts";

// 设备租赁's booking requests for the benchmarks at scale (src/composition/seed-scale.ts): that many
// requests, odd rows received on the owner's listings from members of other businesses, even rows
// sent by the owner's member on other businesses' listings, so both boxes of 收到的请求 / 发出的请求
// grow with the scale. Runs after the market's scale seed, whose listings they are about.

/** Who receives and who sends: the demo member's business, and the members of other businesses. */
export interface ScaleRequestParties {
  owner: { businessId: number; memberId: number };
  others: readonly { businessId: number; memberId: number }[];
}

/** A seeded request's message ends so: a later run counts what it made by it. */
const MARK = "（批量询租）";
const messages = ["请确认进场时间与运输费用。", "需带操作手，按台班结算，可否开具专票？", "项目急用，能否本周内进场？", "请报一下月租价格与押金。"];
const states = ["pending", "pending", "accepted", "declined", "cancelled"];

/** Tops the scale requests up to `target`. */
export async function seedScaleEquipmentRequests(db: Database, { owner, others }: ScaleRequestParties, target: number): Promise<number> {
  if (others.length === 0) throw new Error("the received requests need requesters outside the owner's business");
  const have = await numberOf(db, sql`select count(*) from equipment_request where message like ${`%${MARK}`}`);
  const i = sql`g.i`;
  const otherMembers = others.map((o) => String(o.memberId));
  const otherBusinesses = others.map((o) => String(o.businessId));
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      with own as (
        select array_agg(id order by id) as ids, count(*)::int as n
        from (select id from equipment_listing where owner_business_id = ${owner.businessId} order by id limit 1000) as s
      ), theirs as (
        select array_agg(id order by id) as ids, array_agg(owner_business_id order by id) as owners, count(*)::int as n
        from (select id, owner_business_id from equipment_listing where owner_business_id <> ${owner.businessId} order by id limit 1000) as s
      )
      insert into equipment_request (listing_id, owner_business_id, requester_business_id, requester_member_id, start_date, end_date, message,
        state, decline_reason, created_at, decided_at)
      select p.listing, p.listing_owner, p.requester_business, p.requester_member,
        -- The accepted ones are answered inquiries (no dates): accepted bookings of a listing never overlap (the exclusion constraint).
        case when p.state <> 'accepted' then (p.at + make_interval(days => 3 + (g.i % 20)::int))::date end,
        case when p.state <> 'accepted' then (p.at + make_interval(days => 5 + (g.i % 20)::int))::date end,
        ${pickOf(messages, independentHashOf(i, 91))} || ${MARK}, p.state,
        case when p.state = 'declined' then '该时段设备已有安排' end, p.at, case when p.state in ('accepted', 'declined') then p.at + interval '1 day' end
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join own cross join theirs
      cross join lateral (
        select
          case when g.i % 2 = 1 then own.ids[1 + (${independentHashOf(i, 92)} % own.n)::int] else theirs.ids[1 + (${independentHashOf(i, 92)} % theirs.n)::int] end as listing,
          case when g.i % 2 = 1 then ${owner.businessId}::int else theirs.owners[1 + (${independentHashOf(i, 92)} % theirs.n)::int] end as listing_owner,
          case when g.i % 2 = 1 then (${pickOf(otherBusinesses, independentHashOf(i, 93))})::int else ${owner.businessId}::int end as requester_business,
          case when g.i % 2 = 1 then (${pickOf(otherMembers, independentHashOf(i, 93))})::int else ${owner.memberId}::int end as requester_member,
          ${pickOf(states, independentHashOf(i, 94))} as state, ${backInTime(95)} as at
      ) as p
      where own.n > 0 and theirs.n > 0`),
  );
}
