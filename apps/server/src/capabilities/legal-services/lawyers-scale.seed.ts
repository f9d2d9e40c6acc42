import { JILIN_CITIES, LAWYER_SPECIALTIES } from "@cidp/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, independentHashOf, numberOf, pickOf, rowHash } from "../../db/scale-sql.ts";

// 律师列表 at scale for the benchmark (bench/rows/legal.ts, through seed-scale): that many lawyers,
// each a member account of one of the seeded law firms, over the Jilin cities and the specialties
// (one or two each), one in forty featured, rated and with cases as a directory's are. Runs after
// the demo seed, whose law firms they practise at.

/** The scale lawyers' phone numbers: 171 and the row number (no demo account starts so). */
const SCALE_LAWYER_PHONE_PREFIX = "171";
const surnames = ["王", "李", "张", "刘", "陈", "杨", "赵", "黄", "周", "吴", "徐", "孙", "马", "朱", "胡", "郭"];
const givenNames = ["明哲", "雅琴", "浩然", "静怡", "立军", "慧敏", "振华", "晓燕", "子健", "文静", "宏伟", "丽华"];
const introductions = [
  "长期为施工企业提供工程款结算与追索法律服务，熟悉东北地区建设工程司法实践。",
  "专注招投标与政府采购领域，曾为多家国有建筑企业担任常年法律顾问。",
  "擅长建设工程施工合同纠纷的诉讼与仲裁，代理案件标的额累计逾十亿元。",
];

/** Tops the scale lawyers up to `target` (their member accounts cannot log in: no scrypt hash). */
export async function seedScaleLawyers(db: Database, target: number): Promise<number> {
  const have = await numberOf(db, sql`select count(*) from member where phone like ${`${SCALE_LAWYER_PHONE_PREFIX}%`}`);
  const i = sql`g.i`;
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      with firm as (
        select array_agg(business_id order by business_id) as ids, count(*)::int as n from (select distinct business_id from lawyer where member_id not in
          (select id from member where phone like ${`${SCALE_LAWYER_PHONE_PREFIX}%`})) as f
      ), added as (
        insert into member (phone, real_name, password_hash, created_at, updated_at)
        select ${SCALE_LAWYER_PHONE_PREFIX} || lpad(g.i::text, 8, '0'), ${pickOf(surnames, rowHash(61))} || ${pickOf(givenNames, rowHash(62))},
          'scale-seed:no-login', ${backInTime(63)}, ${backInTime(63)}
        from generate_series(${from}::int, ${to}::int) as g(i)
        on conflict (phone) do nothing
        returning id, substr(phone, 4)::int as i, created_at
      )
      insert into lawyer (member_id, business_id, license_no, practice_since, specialties, region_code, introduction, case_count, rating_tenths,
        featured, created_at)
      select a.id, firm.ids[1 + (${independentHashOf(i, 64)} % firm.n)::int], '2' || lpad(g.i::text, 10, '0') || ${pickOf(
        JILIN_CITIES.map((c) => c.code),
        independentHashOf(i, 65),
      )},
        (1995 + ${independentHashOf(i, 66)} % 28)::int,
        array(select distinct s from unnest(array[${pickOf(LAWYER_SPECIALTIES, independentHashOf(i, 67))}, ${pickOf(
          LAWYER_SPECIALTIES,
          independentHashOf(i, 68),
        )}]) as s),
        ${pickOf(
          JILIN_CITIES.map((c) => c.code),
          independentHashOf(i, 65),
        )}, ${pickOf(introductions, independentHashOf(i, 69))}, (${independentHashOf(i, 70)} % 300)::int, (40 + ${independentHashOf(i, 71)} % 11)::int,
        ${independentHashOf(i, 72)} % 40 = 0, a.created_at
      from added a
      cross join lateral (select a.i) as g(i)
      cross join firm
      where firm.n > 0`),
  );
}
