import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { independentHashOf, numberOf, pickOf, SCALE_BATCH } from "../../db/scale-sql.ts";

// 项目报名 for the benchmarks at scale (src/composition/seed-scale.ts): one registration on each of
// the first `target` published or closed project needs of other businesses, half of them the
// owner's (本企业报名的项目 grows with the scale), the rest of the other member businesses, one in
// five shortlisted (已入围), a day or so after the need was published. Runs after the market's scale seed.

/** Who registers: the demo member's business, and the members of other businesses. */
export interface ScaleRegistrants {
  owner: { businessId: number; memberId: number };
  others: readonly { businessId: number; memberId: number }[];
}

const contacts = ["王经理", "刘工", "陈主任", "张总", "李工", "赵经理"];
const notes = ["我司具备相应资质，可提供类似业绩证明。", "可按期进场，请联系项目部。", "我司在当地有常驻队伍，可随时踏勘现场。"];

/** Registers on the needs in id order until `target` carry a seeded registration; answers how many it added. */
export async function seedScaleRegistrations(db: Database, { owner, others }: ScaleRegistrants, target: number): Promise<number> {
  if (others.length === 0) throw new Error("the registrations need businesses beside the owner's");
  const seeded = () => numberOf(db, sql`select count(*) from project_registration where message like '%（报名）'`);
  const before = await seeded();
  const p = sql`p.id`;
  const businesses = others.map((o) => String(o.businessId));
  const members = others.map((o) => String(o.memberId));
  for (let have = before; have < target; ) {
    await db.execute(sql`
      insert into project_registration (project_id, business_id, member_id, contact_name, message, state, created_at)
      select r.project_id, r.business_id, r.member_id, ${pickOf(contacts, independentHashOf(p, 102))}, ${pickOf(notes, independentHashOf(p, 103))} || '（报名）',
        case when ${independentHashOf(p, 104)} % 5 = 0 then 'shortlisted' else 'registered' end,
        coalesce(p.published_at, p.created_at) + make_interval(hours => 2 + (${independentHashOf(p, 105)} % 72)::int)
      from market_project p
      cross join lateral (
        select p.id as project_id,
          case when p.id % 2 = 0 then ${owner.businessId}::int else (${pickOf(businesses, independentHashOf(p, 101))})::int end as business_id,
          case when p.id % 2 = 0 then ${owner.memberId}::int else (${pickOf(members, independentHashOf(p, 101))})::int end as member_id
      ) as r
      where p.state in ('published', 'closed') and r.business_id <> p.publisher_business_id
        and not exists (select 1 from project_registration x where x.project_id = p.id and x.message like '%（报名）')
      order by p.id
      limit ${Math.min(SCALE_BATCH, target - have)}
      on conflict do nothing`);
    const now = await seeded();
    if (now === have) break;
    have = now;
  }
  return (await seeded()) - before;
}
