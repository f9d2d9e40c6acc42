import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { inBatches, independentHashOf, pickOf, seededCount } from "../../db/scale-sql.ts";
import { inquirySheets } from "./schema.ts";

// Inquiry sheets for the benchmarks at scale (src/composition/seed-scale.ts), of one buyer: about a
// third quoting in public (the open list's rows), the rest invited or past quoting, deadlines over
// the coming two months. Nobody quotes on them: their key pair is left empty.

/** Sheet numbers of the scale sheets start so. */
const NO_PREFIX = "XS";
const goods = ["螺纹钢", "商品混凝土", "水泥", "塔吊租赁", "钢管脚手架", "防水卷材", "劳务分包", "电缆桥架"];
const categories = ["物资", "物资", "物资", "设备租赁", "劳务", "专业分包"];
const modes = ["public", "public", "invited"];
const states = ["quoting", "quoting", "comparing", "awarded", "expired", "draft"];

/** Tops the scale sheets of `owner` (a business and one of its members) up to `target`. */
export async function seedScaleSheets(db: Database, owner: { businessId: number; memberId: number }, target: number): Promise<number> {
  const seeded = await seededCount(db, inquirySheets.sheetNo, NO_PREFIX);
  const i = sql`g.i`;
  return inBatches(seeded + 1, target, (from, to) =>
    db.execute(sql`
      insert into inquiry_sheet (sheet_no, buyer_business_id, created_by, title, mode, category, deadline,
        public_key, sealed_private_key, state, published_at)
      select ${NO_PREFIX} || lpad(g.i::text, 12, '0'), ${owner.businessId}, ${owner.memberId},
        ${pickOf(goods, independentHashOf(i, 1))} || '采购询价（' || g.i || '）', ${pickOf(modes, independentHashOf(i, 2))}, ${pickOf(categories, independentHashOf(i, 3))},
        now() + (${independentHashOf(i, 5)} % ${60 * 86_400}) * interval '1 second', '', '', ${pickOf(states, independentHashOf(i, 4))},
        now() - (${independentHashOf(i, 6)} % ${30 * 86_400}) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) as g(i)`),
  );
}
