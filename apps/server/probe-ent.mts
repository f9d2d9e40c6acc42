import { sql } from "drizzle-orm";
import { openDatabase } from "./src/db/database.ts";
import { entitlementPage } from "./src/capabilities/vip/entitlement-query.ts";
const addIndex = process.argv[2] === "idx";
for (const dir of ["/tmp/scale-keep/scale-1000", "/tmp/scale-keep/scale-100000"]) {
  const h = await openDatabase({ dataDir: dir }, { migrate: false });
  const [biz] = (await h.db.execute(sql`select buyer_business_id b, count(*) n from service_order group by 1 order by 2 desc limit 1`)).rows as any[];
  if (addIndex) {
    await h.db.execute(sql`create index if not exists probe_ent_idx on service_order (buyer_business_id, coalesce(paid_at, created_at), id, item_kind, item_id, state, paid_at, created_at) where item_kind in ('service_package', 'lesson') and state in ('paid', 'in_service', 'completed', 'refund_rejected')`);
    await h.db.execute(sql`vacuum analyze service_order`);
  } else await h.db.execute(sql`drop index if exists probe_ent_idx`);
  for (const validity of [undefined, "active", "expired"] as const) {
    const call = () => entitlementPage(h.db, Number(biz.b), { current: 1, size: 10, ...(validity ? { validity } : {}) }, new Date());
    for (let i = 0; i < 5; i++) await call();
    const t = performance.now();
    for (let i = 0; i < 30; i++) await call();
    const r = await call();
    console.log(dir.slice(-6), biz.n, validity ?? "all", ((performance.now() - t) / 30).toFixed(2), "ms", r.total, r.activeCount);
  }
  await h.close();
}
