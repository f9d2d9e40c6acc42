import { JILIN_CITIES, SERVICE_NEED_CATEGORIES } from "@cidp/domain";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, independentHashOf, pickOf, rowHash, seededCount } from "../../db/scale-sql.ts";
import { serviceNeeds } from "./schema.ts";

// The legal services' needs at scale for the benchmark (bench/rows/legal.ts, through seed-scale):
// that many submitted needs over the categories, the Jilin cities and two years, most approved
// (需求案例 lists those), some waiting for review or rejected, in every status.

/** Every scale need's seed key starts so: a run tops up from the count of those already there. */
const PREFIX = "scale-need-";
const subjects = ["工程款拖欠", "分包合同争议", "农民工工资", "工程质量鉴定", "投标文件审查", "项目公司合规", "安全事故赔偿"];
const contacts = ["王先生", "李女士", "张经理", "刘总", "陈工", "赵女士"];

export async function seedScaleNeeds(db: Database, scale: number): Promise<number> {
  const done = await seededCount(db, serviceNeeds.seedKey, PREFIX);
  return inBatches(done + 1, scale, (from, to) =>
    db.execute(sql`
      insert into service_need (title, category, description, region_code, budget_yuan, contact_name, phone, state, status, seed_key, submitted_at)
      select left(${pickOf(
        JILIN_CITIES.map((c) => c.name),
        rowHash(71),
      )} || ${pickOf(subjects, rowHash(72))} || '求助', 60), ${pickOf([...SERVICE_NEED_CATEGORIES], independentHashOf(sql`g.i`, 73))},
        '项目已竣工验收，对方以各种理由拖延，希望律师协助梳理证据并给出处理方案。',
        ${pickOf(
          JILIN_CITIES.map((c) => c.code),
          rowHash(71),
        )}, (5000 + ${rowHash(74)} % 95000)::int, ${pickOf(contacts, rowHash(75))}, '139' || lpad((${rowHash(76)} % 100000000)::text, 8, '0'),
        case when ${independentHashOf(sql`g.i`, 77)} % 10 = 0 then 'pending' when ${independentHashOf(sql`g.i`, 77)} % 10 = 1 then 'rejected' else 'approved' end,
        ${pickOf(["open", "matched", "resolved"], independentHashOf(sql`g.i`, 78))}, ${PREFIX} || g.i, ${backInTime(79)}
      from generate_series(${from}::int, ${to}::int) as g(i)`),
  );
}
