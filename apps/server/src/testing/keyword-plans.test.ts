import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLessonRepository } from "../capabilities/lesson/repository.ts";
import { createContentEntriesRepository } from "../platform/content-desk/content-entries.repository.ts";
import { type PlannedDatabase, plannedPglite } from "./query-plans.ts";

// The keyword indexes of the tables the scale seed leaves small (内容管理's pieces, the lesson
// catalogue; list-plans.test.ts covers the lists it fills): filled here with enough varied Chinese
// titles that a scan would be the planner's honest choice, a rare keyword reads the bigram index.
const ROWS = 20_000;
const words = ["建筑业", "高质量发展", "招标投标", "施工许可", "农民工", "实名制", "混凝土", "质量管理", "装配式", "城市更新"];

describe("keyword filters of the small tables read their bigram index (PGlite)", () => {
  let planned: PlannedDatabase;
  beforeAll(async () => {
    planned = await plannedPglite();
    const word = (salt: number) => sql`(${JSON.stringify(words)}::jsonb ->> (abs(hashtext(g.i::text || ${String(salt)})) % ${words.length}))`;
    await planned.db.execute(sql`
      insert into content_entry (channel, title, body, created_by, updated_by, updated_at)
      select 'news', ${word(1)} || ${word(2)} || '（第' || g.i || '期）', '<p>正文</p>', 1, 1, now() - g.i * interval '1 minute'
      from generate_series(1, ${ROWS}) as g(i)`);
    await planned.db.execute(sql`
      insert into law_lesson (title, category, summary, introduction, lecturer, lecturer_title, lecturer_intro, price_fen)
      select ${word(3)} || '实务第' || g.i || '讲', 'contract', ${word(4)} || ${word(5)}, '', '讲师' || (g.i % 50), '律师', '', 0
      from generate_series(1, ${ROWS}) as g(i)`);
    await planned.db.execute(sql`analyze content_entry`);
    await planned.db.execute(sql`analyze law_lesson`);
  }, 300_000);
  afterAll(() => planned.close());

  /** The statements' reads of `table`: by `index`, never a scan of it. */
  function expectKeywordIndex(plans: Awaited<ReturnType<PlannedDatabase["plansOf"]>>, table: string, index: string) {
    const reads = plans.flatMap((p) => p.nodes.filter((n) => n.relation === table || n.index === index));
    expect(
      reads.filter((n) => n.nodeType === "Seq Scan"),
      JSON.stringify(reads),
    ).toEqual([]);
    expect(reads.map((n) => n.index)).toContain(index);
  }

  it.each(["不存在的词", "鑫", "第12345期"])("内容管理's pieces by the rare title word %s", async (keyword) => {
    const plans = await planned.plansOf(() => createContentEntriesRepository(planned.db).page({ channel: "", state: "", keyword }, 1, 10));
    expectKeywordIndex(plans, "content_entry", "content_entry_keyword_idx");
  });

  it.each(["不存在的词", "鑫", "实务第12345讲"])("the lesson catalogue's count by the rare word %s", async (keyword) => {
    const plans = await planned.plansOf(() => createLessonRepository(planned.db).page({ keyword }, 1, 10));
    // The count's statement reads the lessons alone; the page's joins the chapters' totals.
    expectKeywordIndex(
      plans.filter((p) => !/lesson_chapter/.test(p.sql)),
      "law_lesson",
      "law_lesson_keyword_idx",
    );
  });
});
