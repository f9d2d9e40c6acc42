import { EQUIPMENT_CATEGORIES, EQUIPMENT_TRADE_INFO, EQUIPMENT_TRADES, JILIN_CITIES, LABOR_TRADES, QUALIFICATION_CATEGORIES } from "@cidp/domain";
import { asc, count, eq, sql } from "drizzle-orm";
import { equipmentListings } from "../capabilities/equipment/schema.ts";
import { laborListings } from "../capabilities/labor/schema.ts";
import { marketProjects } from "../capabilities/project/schema.ts";
import type { Database } from "../db/database.ts";
import { backInTime, inBatches, pickId, pickOf, rowHash } from "../db/scale-sql.ts";
import { businesses, memberships } from "../platform/member/schema.ts";

// The market's lists at scale for the benchmark (bench/data-scale.bench.ts, through seed-scale): that many
// equipment listings, project needs and labor entries on top of the demo seed, spread over the
// certified companies, the Jilin cities, the categories and trades, and two years, in the states a
// live market holds (most on the market, some drafts, under review, taken down or closed).

const leafCategories = EQUIPMENT_CATEGORIES.flatMap((category) => category.children);
const brands = ["徐工", "三一", "中联重科", "柳工", "临工", "山河智能", "卡特彼勒", "小松", "永茂", "大汉"];
const modelNos = ["XE215DA", "SY215C", "TC6013A-6", "CLG856H", "STC250C5", "SCC550E", "SR285R", "QTZ80", "HBT60", "SC200/200"];
const listingStates = ["listed", "listed", "listed", "listed", "listed", "listed", "listed", "draft", "reviewing", "delisted", "closed"];
const projectStates = ["published", "published", "published", "published", "published", "closed", "completed", "draft", "withdrawn"];
const projectWords = ["住宅小区", "厂房", "市政道路", "综合管廊", "学校教学楼", "医院门诊楼", "污水处理厂", "商业综合体", "产业园", "保障性住房"];
const contacts = ["王经理", "刘工", "陈主任", "张总", "李工", "赵经理"];
const grades = ["", "", "三级", "二级", "一级"];

async function countOf(db: Database, table: typeof equipmentListings | typeof marketProjects | typeof laborListings): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

async function seedEquipmentAt(db: Database, scale: number, owners: readonly number[], creators: readonly number[]): Promise<number> {
  const trades = [...EQUIPMENT_TRADES];
  const sides = trades.map((trade) => EQUIPMENT_TRADE_INFO[trade].side);
  const units = trades.map((trade) => (trade === "rent" || trade === "hire" ? "shift" : "whole"));
  return inBatches((await countOf(db, equipmentListings)) + 1, scale, (from, to) =>
    db.execute(sql`
      insert into equipment_listing (owner_business_id, created_by, side, trade, category, title, brand, model, year, working_hours,
        region_code, region_name, price_fen, price_unit, description, state, created_at, updated_at)
      select ${pickId(owners, rowHash(1))}, ${pickId(creators, rowHash(1))}, ${pickOf(sides, rowHash(2))}, ${pickOf(trades, rowHash(2))},
        ${pickOf(
          leafCategories.map((c) => c.code),
          rowHash(3),
        )},
        left(${pickOf(brands, rowHash(4))} || ${pickOf(
          leafCategories.map((c) => c.name),
          rowHash(3),
        )} || ' ' || ${pickOf(modelNos, rowHash(5))}, 60),
        ${pickOf(brands, rowHash(4))}, ${pickOf(modelNos, rowHash(5))}, 2008 + (${rowHash(6)} % 18)::int, (${rowHash(7)} % 12000)::int,
        ${pickOf(
          JILIN_CITIES.map((c) => c.code),
          rowHash(8),
        )}, ${pickOf(
          JILIN_CITIES.map((c) => c.name),
          rowHash(8),
        )},
        (50000 + ${rowHash(9)} % 20000000)::bigint, ${pickOf(units, rowHash(2))},
        '设备状况良好，手续齐全，可提供操作手与进出场运输。', ${pickOf(listingStates, rowHash(10))}, ${backInTime(11)}, ${backInTime(11)}
      from generate_series(${from}::int, ${to}::int) as g(i)`),
  );
}

async function seedProjectsAt(db: Database, scale: number, publishers: readonly number[]): Promise<number> {
  return inBatches((await countOf(db, marketProjects)) + 1, scale, (from, to) =>
    db.execute(sql`
      insert into market_project (publisher_business_id, title, category, region_code, budget_min_fen, budget_max_fen, required_grade,
        deadline, scope, contact_name, state, published_at, created_at, updated_at)
      select ${pickId(publishers, rowHash(21))},
        left(${pickOf(
          JILIN_CITIES.map((c) => c.name),
          rowHash(22),
        )} || ${pickOf(projectWords, rowHash(23))} || '工程（第' || g.i || '标段）', 60),
        ${pickOf(QUALIFICATION_CATEGORIES, rowHash(24))}, ${pickOf(
          JILIN_CITIES.map((c) => c.code),
          rowHash(22),
        )},
        (1000000 + ${rowHash(25)} % 500000000)::bigint, (600000000 + ${rowHash(25)} % 500000000)::bigint, ${pickOf(grades, rowHash(26))},
        now() + make_interval(days => (${rowHash(27)} % 180)::int - 30),
        '施工总承包，含土建、安装及室外配套，工期约' || (6 + ${rowHash(28)} % 30) || '个月。', ${pickOf(contacts, rowHash(29))},
        ${pickOf(projectStates, rowHash(30))}, ${backInTime(31)}, ${backInTime(31)}, ${backInTime(31)}
      from generate_series(${from}::int, ${to}::int) as g(i)`),
  );
}

async function seedLaborAt(db: Database, scale: number, companies: readonly number[]): Promise<number> {
  return inBatches((await countOf(db, laborListings)) + 1, scale, (from, to) =>
    db.execute(sql`
      insert into labor_listing (business_id, kind, trade, title, headcount, real_name_count, start_date, end_date, region_code,
        pay_min_fen, pay_max_fen, description, contact_name, state, created_at)
      select ${pickId(companies, rowHash(41))}, case when ${rowHash(42)} % 2 = 0 then 'team' else 'demand' end, ${pickOf(LABOR_TRADES, rowHash(43))},
        left(${pickOf(
          JILIN_CITIES.map((c) => c.name),
          rowHash(44),
        )} || ${pickOf(LABOR_TRADES, rowHash(43))} || case when ${rowHash(42)} % 2 = 0 then '班组' else '用工需求' end || g.i, 50),
        (5 + ${rowHash(45)} % 40)::int, 0, (current_date + (${rowHash(46)} % 30)::int), (current_date + 60 + (${rowHash(46)} % 120)::int),
        ${pickOf(
          JILIN_CITIES.map((c) => c.code),
          rowHash(44),
        )}, (25000 + ${rowHash(47)} % 20000)::int, (45000 + ${rowHash(47)} % 20000)::int,
        '持证上岗，工资通过实名制专户按月发放。', ${pickOf(contacts, rowHash(48))},
        case when ${rowHash(49)} % 10 = 0 then 'withdrawn' else 'published' end, ${backInTime(50)}
      from generate_series(${from}::int, ${to}::int) as g(i)`),
  );
}

/** What one market scale seed added, per list. */
export interface MarketScaleReport {
  equipment: number;
  projects: number;
  labor: number;
}

/**
 * Tops the three market tables up to `scale` rows each (a second run adds nothing), then
 * VACUUM ANALYZE, as autovacuum would leave a production database. On top of the demo seed, which
 * seedScale runs first (once: a second pass over a scale seed's companies takes minutes).
 */
export async function seedMarketScale(db: Database, scale: number, log: (line: string) => void = () => {}): Promise<MarketScaleReport> {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive whole number, not ${scale}`);
  // The staffed certified companies publish: the demo member's business holds its share of every
  // list (its own lists grow with the scale), not one row in the scale seed's many companies.
  const certified = await db
    .selectDistinct({ id: businesses.id })
    .from(businesses)
    .innerJoin(memberships, eq(memberships.businessId, businesses.id))
    .where(eq(businesses.certificationState, "certified"))
    .orderBy(asc(businesses.id));
  const staffed = await db
    .select({ businessId: memberships.businessId, memberId: memberships.memberId })
    .from(memberships)
    .orderBy(asc(memberships.businessId), asc(memberships.memberId));
  if (certified.length === 0 || staffed.length === 0) throw new Error("the demo seed has no certified companies or members");
  const step = async (name: string, run: () => Promise<number>) => {
    const started = performance.now();
    const added = await run();
    log(`${name}: +${added} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return added;
  };
  const report = {
    // A listing's owner and its publishing member belong together: both are picked by the same hash.
    equipment: await step("equipment listings", () =>
      seedEquipmentAt(
        db,
        scale,
        staffed.map((s) => s.businessId),
        staffed.map((s) => s.memberId),
      ),
    ),
    projects: await step("project needs", () =>
      seedProjectsAt(
        db,
        scale,
        certified.map((b) => b.id),
      ),
    ),
    labor: await step("labor entries", () =>
      seedLaborAt(
        db,
        scale,
        certified.map((b) => b.id),
      ),
    ),
  };
  await step("vacuum analyze", async () => {
    for (const table of ["equipment_listing", "market_project", "labor_listing"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
    return 0;
  });
  return report;
}
