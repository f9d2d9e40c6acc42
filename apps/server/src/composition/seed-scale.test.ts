import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/database.ts";
import { articles } from "../platform/cms/schema.ts";
import { searchDocuments, searchOutbox } from "../platform/search/schema.ts";
import { seed } from "./seed.ts";
import { seedScale } from "./seed-scale.ts";

// seed:scale without the search index (bench:scale's folders) on a database an earlier run left
// half-way: that run's rows are still queued for the index, and the demo seed indexes whatever is
// queued. At 1e6 rows that took hours before the first step; the leftover is dropped instead.
let database: DatabaseHandle;

beforeAll(async () => {
  database = await openDatabase({ memory: true });
  await seed(database.db);
}, 120_000);
afterAll(() => database.close());

describe("seedScale without the search index", () => {
  it("drops what an interrupted run left queued instead of indexing it", async () => {
    const { db } = database;
    // A row an earlier run wrote and stopped before dropping its queue (the article's trigger queues it).
    const [left] = await db
      .insert(articles)
      .values({ category: "news", title: "中断的规模数据写入留下的排队文章", content: "<p>规模数据</p>" })
      .returning({ id: articles.id });
    expect(
      await db
        .select()
        .from(searchOutbox)
        .where(eq(searchOutbox.refId, left?.id ?? 0)),
    ).toHaveLength(1);

    await seedScale(db, 1, { searchIndex: false });

    expect(await db.select().from(searchDocuments).where(eq(searchDocuments.title, "中断的规模数据写入留下的排队文章"))).toEqual([]);
    expect(await db.select().from(searchOutbox)).toEqual([]);
  }, 120_000);
});
