import { TENDER_PUBLIC_STATES } from "@cidp/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { inBatches, independentHashOf, pickOf, seededCount } from "../../db/scale-sql.ts";
import { tenders } from "./schema.ts";

// Tenders for the benchmarks at scale (src/composition/seed-scale.ts), of one tenderer, over two
// years of publication — most public and in a public state, some invited or still drafts, as the
// public notices' list meets them. Nobody bids on them: their key pair is left empty.

/** Tender numbers of the scale tenders start so (a real one starts ZB). */
const NO_PREFIX = "ZS";
const places = ["长春市", "吉林市", "四平市", "延边州", "松原市", "白城市", "通化市", "辽源市"];
const works = ["住宅小区施工总承包", "市政道路改造工程", "污水处理厂扩建工程", "学校教学楼新建工程", "综合管廊工程", "医院门诊楼装修工程"];
const modes = ["public", "public", "public", "public", "public", "public", "public", "public", "invited", "invited"];
const states = [...TENDER_PUBLIC_STATES, "draft", "withdrawn"];

/** Tops the scale tenders of `owner` (a business and one of its members) up to `target`. */
export async function seedScaleTenders(db: Database, owner: { businessId: number; memberId: number }, target: number): Promise<number> {
  const seeded = await seededCount(db, tenders.tenderNo, NO_PREFIX);
  const i = sql`g.i`;
  const state = pickOf(states, independentHashOf(i, 4));
  return inBatches(seeded + 1, target, (from, to) =>
    db.execute(sql`
      insert into tender (tender_no, tenderer_business_id, created_by, title, mode, sections, estimate_fen, method,
        registration_end, bid_deadline, public_key, sealed_private_key, state, published_at)
      select ${NO_PREFIX} || lpad(g.i::text, 12, '0'), ${owner.businessId}, ${owner.memberId},
        ${pickOf(places, independentHashOf(i, 1))} || ${pickOf(works, independentHashOf(i, 2))} || '（' || g.i || '）',
        ${pickOf(modes, independentHashOf(i, 3))}, '[{"name":"一标段","estimateFen":100000000}]'::jsonb, 100000000, 'lowest_price',
        p.at + interval '10 days', p.at + interval '20 days', '', '', ${state},
        case when ${state} = 'draft' then null else p.at end
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join lateral (select now() - (${independentHashOf(i, 5)} % ${730 * 86_400}) * interval '1 second' as at) as p`),
  );
}
