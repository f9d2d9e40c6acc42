import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, numberOf, pickOf, rowHash } from "../../db/scale-sql.ts";
import { SCALE_MEMBER_PHONE_PREFIX } from "../member/members-scale.seed.ts";

// 知识库投稿 for the benchmarks at scale (see src/composition/seed-scale.ts): the scale seed's
// members' submissions, three in ten waiting for review (待审核's 知识库投稿).

const titles = ["深基坑支护施工要点", "装配式建筑构件吊装经验", "冬期混凝土养护方法", "钢结构焊缝质量检测", "施工现场临时用电规范", "BIM在机电安装中的应用"];
const states = ["pending", "pending", "pending", "published", "published", "published", "published", "published", "rejected", "rejected"];

/** The marker of a seeded submission's title, by which a later run counts what it made. */
const TITLE_MARK = "（投稿";

/** Tops the seeded submissions up to `target`, member i of the scale seed writing submission i. */
export async function seedScaleKnowledgeSubmissions(db: Database, target: number): Promise<number> {
  const have = await numberOf(db, sql`select count(*) from knowledge_submission where title like ${`%${TITLE_MARK}%`}`);
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      insert into knowledge_submission (member_id, title, summary, content, state, submitted_at)
      select m.id, ${pickOf(titles, rowHash(61))} || ${TITLE_MARK} || g.i || '）', '', '<p>' || ${pickOf(titles, rowHash(61))} || '的做法与体会。</p>',
        ${pickOf(states, rowHash(62))}, ${backInTime(63)}
      from generate_series(${from}::int, ${to}::int) as g(i)
      join member m on m.phone = ${SCALE_MEMBER_PHONE_PREFIX} || lpad(g.i::text, 8, '0')`),
  );
}
