import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { inBatches, independentHashOf, pickOf, seededCount } from "../../db/scale-sql.ts";
import { inquirySheets } from "./schema.ts";

// The supplier's side of procurement at scale (src/composition/seed-scale.ts): sheets of another
// buyer that invite the demo member's business, each with its quotation in one of the states a
// supplier's 我的报价 list shows. The sheets are invited ones, so the public lists do not see them;
// nobody opens them: their key pair and the offers' sealed copies are left empty.

/** Sheet numbers of the quoted scale sheets start so (the buyer's own scale sheets start XS). */
const NO_PREFIX = "XQ";
const goods = ["螺纹钢", "商品混凝土", "水泥", "塔吊租赁", "钢管脚手架", "防水卷材", "电缆桥架"];
const categories = ["物资", "物资", "设备租赁", "劳务", "专业分包"];
/** A quotation's state beside its sheet's: the sheet's state first, then the quotation's. */
const pairs = [
  ["quoting", "pending_response"],
  ["quoting", "participating"],
  ["quoting", "submitted"],
  ["quoting", "declined"],
  ["comparing", "closed"],
  ["comparing", "awaiting_round"],
  ["awarded", "won"],
  ["awarded", "lost"],
  ["awarded", "lost"],
  ["expired", "expired"],
];

/**
 * Tops the quoted scale sheets up to `target`, each of `buyer` (a business and one of its members)
 * with one quotation of `supplierBusinessId`.
 */
export async function seedScaleQuotations(
  db: Database,
  buyer: { businessId: number; memberId: number },
  supplierBusinessId: number,
  target: number,
): Promise<number> {
  const seeded = await seededCount(db, inquirySheets.sheetNo, NO_PREFIX);
  const i = sql`g.i`;
  const pair = independentHashOf(i, 4);
  return inBatches(seeded + 1, target, async (from, to) => {
    await db.execute(sql`
      insert into inquiry_sheet (sheet_no, buyer_business_id, created_by, title, mode, category, deadline,
        public_key, sealed_private_key, state, published_at)
      select ${NO_PREFIX} || lpad(g.i::text, 12, '0'), ${buyer.businessId}, ${buyer.memberId},
        ${pickOf(goods, independentHashOf(i, 1))} || '邀请询价（' || g.i || '）', 'invited', ${pickOf(categories, independentHashOf(i, 3))},
        now() + ((${independentHashOf(i, 5)} % ${90 * 86_400}) - ${30 * 86_400}) * interval '1 second', '', '',
        ${pickOf(
          pairs.map(([sheet]) => sheet ?? ""),
          pair,
        )},
        now() - (${independentHashOf(i, 6)} % ${365 * 86_400}) * interval '1 second'
      from generate_series(${from}::int, ${to}::int) as g(i)`);
    await db.execute(sql`
      insert into inquiry_quotation (sheet_id, supplier_business_id, state, created_at)
      select s.id, ${supplierBusinessId}, ${pickOf(
        pairs.map(([, quotation]) => quotation ?? ""),
        pair,
      )}, s.published_at
      from generate_series(${from}::int, ${to}::int) as g(i)
      join inquiry_sheet as s on s.sheet_no = ${NO_PREFIX} || lpad(g.i::text, 12, '0')`);
  });
}
