import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { operators } from "../operator/schema.ts";
import { announcements } from "./schema.ts";

/**
 * The demo's 站内公告 (after the demo staff): a draft the editor is writing, not yet sent for review,
 * so no member receives anything until someone approves an announcement. Once.
 */
export async function seedAnnouncements(db: Database, now = Date.now()): Promise<void> {
  const [seeded] = await db.select({ id: announcements.id }).from(announcements).limit(1);
  if (seeded) return;
  const [editor] = await db.select({ id: operators.id }).from(operators).where(eq(operators.username, "editor"));
  if (!editor) return;
  await db.insert(announcements).values({
    title: "平台系统升级维护通知（草稿）",
    content: "为提升服务质量，平台拟于本月最后一个周六 22:00 至次日 02:00 进行系统升级维护，届时询价、招投标等功能暂停使用。\n给您带来的不便，敬请谅解。",
    link: "/default/news",
    createdBy: editor.id,
    updatedAt: new Date(now - 2 * 3_600_000),
  });
}
