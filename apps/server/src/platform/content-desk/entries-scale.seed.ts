import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, numberOf, pickOf, rowHash } from "../../db/scale-sql.ts";
import { partyModules } from "../cms/schema.ts";
import { operators } from "../operator/schema.ts";

// 内容管理's pieces for the benchmarks at scale (see src/composition/seed-scale.ts): a third of
// them 党建 pieces spread over the party modules (党建栏目), one in ten waiting for review (待审核's
// 内容稿件), the rest in every other state.

/** The 党建栏目 beside the menu's own (code, name): a portal's usual sections. */
const scaleModules: [string, string][] = [
  ["202601010001", "理论学习"],
  ["202601010002", "支部风采"],
  ["202601010003", "廉政建设"],
  ["202601010004", "主题教育"],
  ["202601010005", "党员先锋"],
];

const channels = ["party", "party", "news", "news", "industry", "policy"];
const states = ["published", "published", "published", "published", "published", "draft", "draft", "pending", "rejected", "withdrawn"];
const topics = ["学习贯彻党的二十大精神", "开展主题党日活动", "召开组织生活会", "推进工程质量安全提升", "建筑业高质量发展座谈", "廉洁从业警示教育"];

/** The marker of a seeded piece's title, by which a later run counts what it made. */
const TITLE_MARK = "（稿件";

/** Tops the seeded pieces up to `target`, and the party modules they fall into. */
export async function seedScaleContentEntries(db: Database, target: number): Promise<number> {
  await db
    .insert(partyModules)
    .values(scaleModules.map(([code, name]) => ({ code, name })))
    .onConflictDoNothing();
  const [editor] = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, "editor")).limit(1);
  const by = editor?.id ?? 1;
  const moduleCodes = [PARTY_BUILDING_MODULE_CODE, ...scaleModules.map(([code]) => code)];
  const have = await numberOf(db, sql`select count(*) from content_entry where title like ${`%${TITLE_MARK}%`}`);
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      insert into content_entry (channel, title, summary, body, source, module_code, state, created_by, updated_by, submitted_at, submitted_by, created_at, updated_at)
      select c.channel, ${pickOf(topics, rowHash(52))} || ${TITLE_MARK} || g.i || '）', '', '<p>' || ${pickOf(topics, rowHash(52))} || '。</p>', '平台运营中心',
        case when c.channel = 'party' then ${pickOf(moduleCodes, rowHash(53))} end,
        c.state, ${by}::int, ${by}::int,
        case when c.state <> 'draft' then c.at end, case when c.state <> 'draft' then ${by}::int end, c.at, c.at
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join lateral (select ${pickOf(channels, rowHash(51))} as channel, ${pickOf(states, rowHash(54))} as state, ${backInTime(55)} as at) as c`),
  );
}
