import { PRODUCT_CATEGORIES, PRODUCT_UNITS, SHOP_SERVICE_CATEGORIES, SHOP_SERVICE_UNITS } from "@cidp/domain";
import { asc, count, sql } from "drizzle-orm";
import { catalogueProducts } from "../capabilities/catalogue/schema.ts";
import { shopServices } from "../capabilities/shop-service/schema.ts";
import type { Database } from "../db/database.ts";
import { backInTime, inBatches, pickId, pickOf, rowHash } from "../db/scale-sql.ts";
import { memberships } from "../platform/member/schema.ts";

// The catalogue and the services at scale for the benchmark (bench/data-scale.bench.ts, through seed-scale): that
// many products and services on top of the demo seed, spread over the staffed companies (so a
// demo company's shop reads its share of a large table), most of them on sale.

const kinds = PRODUCT_CATEGORIES.flatMap((group) => group.children);
const brands = ["鞍钢", "本钢", "冀东水泥", "亚泰水泥", "东方雨虹", "联塑", "远东电缆", "伟星", "北新建材", "坚朗"];
const states = ["listed", "listed", "listed", "listed", "listed", "listed", "draft", "reviewing", "delisted"];
const serviceWords = ["工程造价咨询", "施工图审查", "桩基检测", "钢筋原材检测", "安全评价", "招标代理", "监理服务", "BIM建模"];

async function rowsIn(db: Database, table: typeof catalogueProducts | typeof shopServices): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

/** What one shop scale seed added. */
export interface ShopScaleReport {
  products: number;
  services: number;
}

/**
 * Tops the products and the services up to `scale` rows each (a second run adds nothing), then
 * VACUUM ANALYZE. On top of the demo seed, which seedScale runs first (once: a second pass over a
 * scale seed's companies takes minutes).
 */
export async function seedShopScale(db: Database, scale: number, log: (line: string) => void = () => {}): Promise<ShopScaleReport> {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`scale must be a positive whole number, not ${scale}`);
  const staffed = await db
    .select({ businessId: memberships.businessId, memberId: memberships.memberId })
    .from(memberships)
    .orderBy(asc(memberships.businessId), asc(memberships.memberId));
  const owners = staffed.map((s) => s.businessId);
  const creators = staffed.map((s) => s.memberId);
  const timed = async (name: string, run: () => Promise<number>) => {
    const started = performance.now();
    const added = await run();
    log(`${name}: +${added} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return added;
  };
  const products = await timed("products", async () =>
    inBatches((await rowsIn(db, catalogueProducts)) + 1, scale, (from, to) =>
      db.execute(sql`
        insert into catalogue_product (business_id, created_by, name, category, model, brand, standard, unit, price_kind, price_fen, moq,
          description, photos, state, created_at, updated_at)
        select ${pickId(owners, rowHash(1))}, ${pickId(creators, rowHash(1))},
          left(${pickOf(brands, rowHash(2))} || ${pickOf(
            kinds.map((k) => k.name),
            rowHash(3),
          )} || ' ' || g.i, 60),
          ${pickOf(
            kinds.map((k) => k.code),
            rowHash(3),
          )}, 'HRB400E Φ' || (8 + ${rowHash(4)} % 24)::int, ${pickOf(brands, rowHash(2))}, 'GB/T 1499.2-2018',
          ${pickOf([...PRODUCT_UNITS], rowHash(5))}, 'single', (10000 + ${rowHash(6)} % 900000)::bigint, (1 + ${rowHash(7)} % 50)::int,
          '<p>现货供应，支持项目直送。</p>', '[]'::jsonb, ${pickOf(states, rowHash(8))}, ${backInTime(9)}, ${backInTime(9)}
        from generate_series(${from}::int, ${to}::int) as g(i)`),
    ),
  );
  const services = await timed("services", async () =>
    inBatches((await rowsIn(db, shopServices)) + 1, scale, (from, to) =>
      db.execute(sql`
        insert into shop_service (seller_business_id, created_by, title, category, price_fen, unit, delivery_days, service_area, content, state,
          created_at, updated_at)
        select ${pickId(owners, rowHash(11))}, ${pickId(creators, rowHash(11))}, left(${pickOf(serviceWords, rowHash(12))} || ' ' || g.i, 60),
          ${pickOf([...SHOP_SERVICE_CATEGORIES], rowHash(13))}, (50000 + ${rowHash(14)} % 5000000)::bigint, ${pickOf([...SHOP_SERVICE_UNITS], rowHash(15))},
          (1 + ${rowHash(16)} % 60)::int, '吉林省', '<p>资质齐全，按期交付。</p>', ${pickOf(states, rowHash(17))}, ${backInTime(18)}, ${backInTime(18)}
        from generate_series(${from}::int, ${to}::int) as g(i)`),
    ),
  );
  await timed("vacuum analyze", async () => {
    for (const table of ["catalogue_product", "shop_service"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
    return 0;
  });
  return { products, services };
}
