import { JILIN_CITIES, LABOR_TRADES } from "@cidp/domain";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { demoParties } from "../../platform/member/demo-parties.ts";
import { businesses } from "../../platform/member/schema.ts";
import { laborListings } from "./schema.ts";

const DAY_MS = 86_400_000;
const leaders = ["刘长顺", "王德胜", "张富贵", "李春生", "赵宝山", "孙德林", "马国庆", "金哲洙", "崔永哲"];

/**
 * Labor teams and demands across trades and cities (18 of them, two of the demo business's own);
 * deterministic, once.
 */
export async function seedLabor(db: Database, now = Date.now()): Promise<void> {
  const [held] = await db.select({ n: count() }).from(laborListings);
  if ((held?.n ?? 0) > 0) return;
  const companies = await db.select({ id: businesses.id }).from(businesses).where(eq(businesses.certificationState, "certified")).orderBy(asc(businesses.id));
  const demo = await demoParties(db);
  if (!demo || companies.length === 0) return;
  const day = (offset: number) => formatDateTime(new Date(now + offset * DAY_MS)).slice(0, 10);
  const rows: (typeof laborListings.$inferInsert)[] = Array.from({ length: 18 }, (_, i) => {
    const trade = LABOR_TRADES[i % LABOR_TRADES.length] ?? "普工";
    const city = JILIN_CITIES[(i * 4) % JILIN_CITIES.length] ?? { code: "220100", name: "长春市" };
    const team = i % 2 === 0;
    const headcount = team ? 8 + ((i * 7) % 30) : 5 + ((i * 3) % 40);
    const pay = 28_000 + ((i * 2_500) % 22_000);
    const leader = leaders[i % leaders.length] ?? "刘长顺";
    const own = i < 2;
    return {
      businessId: own ? demo.hongyuan : (companies[(i * 3) % companies.length]?.id ?? demo.hongyuan),
      memberId: own ? demo.zhang : null,
      kind: team ? "team" : "demand",
      trade,
      title: team ? `${city.name}${leader.slice(0, 1)}氏${trade}班组（${headcount}人）` : `${city.name}项目急招${trade} ${headcount} 名`,
      headcount,
      // Most teams are fully registered under 实名制; some are part way.
      realNameCount: team ? (i % 3 === 0 ? headcount - 2 : headcount) : 0,
      startDate: day(3 + (i % 10)),
      endDate: day(60 + (i % 5) * 30),
      regionCode: city.code,
      payMinFen: pay,
      payMaxFen: pay + 8_000 + (i % 4) * 2_000,
      description: team
        ? `班组长${leader}，从业 ${8 + (i % 12)} 年，承接过住宅、厂房及市政项目的${trade}作业，工人均已完成三级安全教育，持证上岗，可随时进场。`
        : `工期约 ${2 + (i % 5)} 个月，要求持有${trade}相关上岗证，提供住宿，按月结算工资，工资通过实名制专户发放。`,
      contactName: team ? leader : (["王经理", "刘工", "陈主任"][i % 3] ?? "王经理"),
      state: i === 17 ? "withdrawn" : "published",
      createdAt: new Date(now - (i + 1) * 6 * 3_600_000),
    };
  });
  await db.insert(laborListings).values(rows);
}
