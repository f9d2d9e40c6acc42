import { JILIN_CITIES, QUALIFICATION_CATEGORIES, QUALIFICATION_GRADES } from "@cidp/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { inBatches, independentHashOf, pickOf, seededCount } from "../../db/scale-sql.ts";
import { businesses } from "../member/schema.ts";

// Companies for the benchmarks at scale (src/composition/seed-scale.ts): the directory's and the
// supplier pool's rows: each with its side and state — most certified, as a directory's are — a
// public profile in a Jilin city, and a qualification certificate (reviewed when the company is
// certified), so every filter of the directory has its share.

/** Credit codes of the scale companies start so: never a real code's first characters. */
const CODE_PREFIX = "9S";
const words = ["建工", "城建", "路桥", "建材", "钢构", "安装", "市政", "装饰", "水利", "机械"];
const suffixes = ["建设集团有限公司", "工程有限公司", "建筑工程有限公司", "建材贸易有限公司", "实业有限公司"];
const industries = ["建筑施工", "建材贸易", "钢结构工程", "机械租赁", "市政工程", "装饰装修"];
const states = ["certified", "certified", "certified", "certified", "certified", "certified", "certified", "uncertified", "pending", "rejected"];

/** Tops the scale companies up to `target`, each with its profile and certificate. */
export async function seedScaleCompanies(db: Database, target: number): Promise<number> {
  const seeded = await seededCount(db, businesses.creditCode, CODE_PREFIX);
  const i = sql`g.i`;
  const cities = JILIN_CITIES.map((c) => c.code);
  return inBatches(seeded + 1, target, async (from, to) => {
    await db.execute(sql`
      insert into business (name, credit_code, company_type, certification_state, tenant_id, created_at)
      select ${pickOf(
        JILIN_CITIES.map((c) => c.name),
        independentHashOf(i, 1),
      )} || ${pickOf(words, independentHashOf(i, 2))} || ${pickOf(suffixes, independentHashOf(i, 3))} || g.i,
        ${CODE_PREFIX} || lpad(g.i::text, 16, '0'), ${pickOf(["require", "supply", "supply"], independentHashOf(i, 4))}, ${pickOf(states, independentHashOf(i, 5))},
        'scale-' || g.i, now() - (${independentHashOf(i, 6)} % ${730 * 86_400}) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) as g(i)`);
    const scaleNumber = sql`substr(b.credit_code, 3)::int`;
    await db.execute(sql`
      insert into company_profile (business_id, industry, labels, region, region_code, address, introduction)
      select b.id, ${pickOf(industries, independentHashOf(scaleNumber, 7))}, '',
        ${pickOf(
          JILIN_CITIES.map((c) => c.name),
          independentHashOf(scaleNumber, 1),
        )},
        -- A district of the city: its first four digits and two of its own.
        left(${pickOf(cities, independentHashOf(scaleNumber, 1))}, 4) || lpad((1 + ${independentHashOf(scaleNumber, 8)} % 9)::text, 2, '0'),
        '', ''
      from business b
      where b.credit_code between ${`${CODE_PREFIX}${String(from).padStart(16, "0")}`} and ${`${CODE_PREFIX}${String(to).padStart(16, "0")}`}`);
    await db.execute(sql`
      insert into qualification_certificate (business_id, name, level, certificate_no, issuing_authority, valid_until, resource_id, state, submitted_by)
      select b.id, ${pickOf(QUALIFICATION_CATEGORIES, independentHashOf(scaleNumber, 9))}, ${pickOf(QUALIFICATION_GRADES, independentHashOf(scaleNumber, 10))},
        'D' || b.credit_code, '吉林省住房和城乡建设厅', current_date + 730, 0,
        case when b.certification_state = 'certified' then 'certified' else 'pending' end, 0
      from business b
      where b.credit_code between ${`${CODE_PREFIX}${String(from).padStart(16, "0")}`} and ${`${CODE_PREFIX}${String(to).padStart(16, "0")}`}`);
  });
}
