// 站内公告 delivered to many members: the time per 1e5 notices written by the delivery's batches
// (1,000 members per transaction, the counters' trigger included), on in-memory PGlite or, with
// DATABASE_URL, on a throw-away Postgres database.
// Run: pnpm exec tsx src/platform/announcement/announcement-delivery.bench.ts [members]
// On the 2-core development machine: 4.9 s per 1e5 notices on PGlite in memory, 2.1 s on Postgres.
import { sql } from "drizzle-orm";
import { openDatabase } from "../../db/database.ts";
import { throwawayDatabase } from "../../testing/suite-target.ts";
import { ANNOUNCEMENT_BATCH, deliverAnnouncementBatch } from "./announcement-delivery.ts";
import { announcements } from "./schema.ts";

const memberCount = Number(process.argv[2] ?? 100_000);
const url = process.env.DATABASE_URL;
const made = url ? await throwawayDatabase(url, "announcement_bench") : null;
const database = await openDatabase(made ? { url: made.url } : { memory: true });
try {
  await database.db.execute(sql`
    insert into member (phone, real_name, password_hash)
    select '17' || lpad(i::text, 9, '0'), '会员' || i, 'x' from generate_series(1, ${memberCount}) as i`);
  const [row] = await database.db
    .insert(announcements)
    .values({
      title: "基准测试公告",
      content: "平台将于本周六进行系统维护。".repeat(10),
      link: "/default/news",
      state: "scheduled",
      createdBy: 1,
      updatedAt: new Date(),
    })
    .returning({ id: announcements.id });
  if (!row) throw new Error("no announcement");
  const started = performance.now();
  let batches = 1;
  while (await deliverAnnouncementBatch(database.db, row.id, new Date())) batches++;
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `${memberCount.toLocaleString("en")} members, ${batches} batches of ${ANNOUNCEMENT_BATCH}: ${seconds.toFixed(2)} s = ${((seconds * 100_000) / memberCount).toFixed(2)} s per 1e5 notices on ${made ? "Postgres" : "PGlite in memory"}`,
  );
} finally {
  await database.close();
  await made?.drop();
}
