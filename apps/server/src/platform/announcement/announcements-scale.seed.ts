import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { backInTime, inBatches, numberOf, pickOf, rowHash } from "../../db/scale-sql.ts";
import { memberTally } from "../member/schema.ts";
import { operators } from "../operator/schema.ts";

// 站内公告 written in the back office, for the benchmarks at scale (see src/composition/seed-scale.ts):
// most sent to every member, some drafts and some waiting for review. Their notices are not
// written (the notices are the notice seed's); the list reads the announcements and the audience.

const titles = ["平台系统升级通知", "春节假期客服安排", "关于企业认证材料更新的通知", "新版会员中心上线", "关于规范发布招标信息的提醒", "隐私政策修订通知"];
const states = ["sent", "sent", "sent", "sent", "sent", "sent", "sent", "draft", "pending", "rejected"];

/** The marker of a seeded announcement's title, by which a later run counts what it made. */
const TITLE_MARK = "（第";

/** Tops the seeded announcements up to `target`; a sent one reached every member there is now. */
export async function seedScaleStaffAnnouncements(db: Database, target: number): Promise<number> {
  const [editor] = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, "editor")).limit(1);
  const by = editor?.id ?? 1;
  const [tally] = await db.select({ total: memberTally.total }).from(memberTally);
  const audience = tally?.total ?? 0;
  const have = await numberOf(db, sql`select count(*) from announcement where title like ${`%${TITLE_MARK}%号）`}`);
  return inBatches(have + 1, target, (from, to) =>
    db.execute(sql`
      insert into announcement (title, content, state, created_by, updated_at, submitted_by, submitted_at, started_at, total, sent, cursor, sent_at)
      select ${pickOf(titles, rowHash(71))} || ${TITLE_MARK} || g.i || '号）', '详情请登录平台查看，或致电客服热线咨询。', a.state, ${by}::int, a.at,
        case when a.state <> 'draft' then ${by}::int end, case when a.state <> 'draft' then a.at end,
        case when a.state = 'sent' then a.at end,
        case when a.state = 'sent' then ${audience}::int else 0 end,
        case when a.state = 'sent' then ${audience}::int else 0 end,
        0,
        case when a.state = 'sent' then a.at + interval '5 minutes' end
      from generate_series(${from}::int, ${to}::int) as g(i)
      cross join lateral (select ${pickOf(states, rowHash(72))} as state, ${backInTime(73)} as at) as a`),
  );
}
