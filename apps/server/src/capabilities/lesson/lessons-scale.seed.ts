import { LAW_LESSON_CATEGORIES } from "@cidp/api-client/contract";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, independentHashOf, pickOf, rowHash, seededCount } from "../../db/scale-sql.ts";
import { lawLessons } from "./schema.ts";

// The lesson catalogue at scale for the benchmark (bench/rows/legal.ts, through seed-scale): that
// many lessons on top of the demo's, over the categories and two years, a third of them free, each
// with two chapters playing the demo's first video (the catalogue counts and times chapters).

/** Every scale lesson's title starts so: a run tops up from the count of those already there. */
const PREFIX = "工程法律实务第";
const topics = ["施工合同签订要点", "工程款催收实务", "农民工工资支付", "招标文件审查", "安全事故责任认定", "工期索赔", "质量保修纠纷", "挂靠与转包风险"];
const lecturers = ["王律师", "李教授", "陈律师", "赵主任", "刘律师", "孙教授"];

export async function seedScaleLessons(db: Database, scale: number): Promise<number> {
  const done = await seededCount(db, lawLessons.title, PREFIX);
  // The demo's first video, or none where the demo has no lessons.
  const videoKey = sql`coalesce((select video_key from law_lesson_chapter order by id limit 1), '')`;
  return inBatches(done + 1, scale, (from, to) =>
    db.execute(sql`
      with added as (
        insert into law_lesson (title, category, summary, introduction, lecturer, lecturer_title, lecturer_intro, price_fen, learners, published_at)
        select ${PREFIX} || g.i || '讲：' || ${pickOf(topics, rowHash(61))}, ${pickOf([...LAW_LESSON_CATEGORIES], independentHashOf(sql`g.i`, 62))},
          '结合吉林省建筑市场的真实案例，讲解' || ${pickOf(topics, rowHash(61))} || '的法律要点与风险防范。',
          '本课程面向建筑企业的法务、项目经理与财务人员。', ${pickOf(lecturers, rowHash(63))}, '建设工程法律专业委员会委员',
          '长期从事建设工程领域诉讼与非诉业务。', case when ${independentHashOf(sql`g.i`, 64)} % 3 = 0 then 0 else (9900 + ${rowHash(65)} % 40000) end,
          (${rowHash(66)} % 5000)::int, ${backInTime(67)}
        from generate_series(${from}::int, ${to}::int) as g(i)
        returning id)
      insert into law_lesson_chapter (lesson_id, seq, title, duration_seconds, free, video_key)
      select added.id, s.seq, '第' || s.seq || '节', (600 + (added.id * 7 + s.seq) % 1800)::int, s.seq = 1, ${videoKey}
      from added cross join (values (1), (2)) as s(seq)`),
  );
}
