import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { sanitizeRichText } from "../../http/rich-text.ts";
import { operators } from "../operator/schema.ts";
import { fieldsOf } from "./content-fields.ts";
import { contentEntries, contentEntryVersions } from "./schema.ts";

/** Hours before the seed's clock. */
const hoursAgo = (now: number, hours: number) => new Date(now - hours * 3_600_000);

/**
 * The demo's 内容管理 (after the demo staff): what an editor's desk holds on a working day, a draft
 * being written, a policy waiting for the reviewer, and a news item sent back with the reviewer's
 * reason. Nothing of it is on the portal: only an approval puts a piece there. Once.
 */
export async function seedContentDesk(db: Database, now = Date.now()): Promise<void> {
  const [seeded] = await db.select({ id: contentEntries.id }).from(contentEntries).limit(1);
  if (seeded) return;
  const staff = await db
    .select({ id: operators.id, username: operators.username })
    .from(operators)
    .where(inArray(operators.username, ["editor", "auditor"]));
  const editor = staff.find((row) => row.username === "editor")?.id;
  const auditor = staff.find((row) => row.username === "auditor")?.id;
  if (editor === undefined || auditor === undefined) return;
  const pieces = [
    {
      channel: "news",
      title: "2027年全省建筑业工作会议筹备情况通报（草稿）",
      summary: "",
      body: "<h2>会议安排</h2><p>会议拟于2027年1月中旬在长春召开，总结2026年全省建筑业发展情况，部署2027年重点工作。</p>",
      state: "draft" as const,
      updatedAt: hoursAgo(now, 3),
    },
    {
      channel: "policy",
      title: "吉林省建筑工人实名制管理实施细则",
      summary: "规范建筑工人实名制管理，保障建筑工人合法权益。",
      body: "<h2>第一章 总则</h2><p>为规范建筑市场秩序，加强建筑工人管理，维护建筑工人和建筑企业合法权益，制定本细则。</p><h2>第二章 管理职责</h2><p>建筑企业应承担施工现场建筑工人实名制管理职责，制定本企业建筑工人实名制管理制度。</p>",
      docNumber: "吉建管〔2026〕42号",
      issuingAuthority: "吉林省住房和城乡建设厅",
      effectiveDate: "2027-01-01",
      validity: "valid",
      state: "pending" as const,
      submittedBy: editor,
      submittedAt: hoursAgo(now, 1),
      updatedAt: hoursAgo(now, 1),
    },
    {
      channel: "industry",
      title: "长春市智能建造试点项目观摩会侧记",
      summary: "十余家企业现场观摩智能建造试点项目。",
      body: "<p>近日，长春市组织智能建造试点项目观摩会，参会企业现场观摩了建筑机器人、智慧工地管理平台等应用。</p>",
      state: "rejected" as const,
      submittedBy: editor,
      submittedAt: hoursAgo(now, 26),
      reviewedBy: auditor,
      rejectReason: "请补充活动时间与主办单位，并注明图片来源",
      updatedAt: hoursAgo(now, 24),
    },
  ];
  await db.transaction(async (tx) => {
    for (const piece of pieces) {
      const [row] = await tx
        .insert(contentEntries)
        .values({ ...piece, body: sanitizeRichText(piece.body), source: "平台编辑部", createdBy: editor, updatedBy: editor, createdAt: piece.updatedAt })
        .returning();
      if (!row) continue;
      await tx.insert(contentEntryVersions).values({
        entryId: row.id,
        version: 1,
        fields: fieldsOf(row),
        operatorId: editor,
        createdAt: piece.updatedAt,
      });
    }
  });
}
