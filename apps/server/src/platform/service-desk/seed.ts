import { isNull } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { serviceCannedReplies } from "./schema.ts";

/** The platform's 常用语 every agent may insert (reference data: a new installation starts with them). */
export const PLATFORM_CANNED_REPLIES = [
  "您好，很高兴为您服务，请问有什么可以帮您？",
  "请稍等，我帮您查询一下。",
  "请提供您的企业名称和联系电话，我们尽快为您核实。",
  "企业认证一般在1-3个工作日内完成审核，请耐心等待。",
  "您可以在「会员中心 › 账户认证」中查看认证进度。",
  "关于招标投标的问题，请在「招标采购」中查看公告详情或联系招标方。",
  "如需开具发票，请在「会员中心 › 发票管理」中提交申请。",
  "感谢您的耐心等待，问题已为您记录，处理结果将通过站内消息通知您。",
  "请问还有其他可以帮您的吗？",
  "感谢您的咨询，祝您工作顺利！",
] as const;

/** Seeds the platform's canned replies once (an installation's own edits are never overwritten). */
export async function seedServiceDesk(db: Database): Promise<void> {
  const [existing] = await db.select({ id: serviceCannedReplies.id }).from(serviceCannedReplies).where(isNull(serviceCannedReplies.operatorId)).limit(1);
  if (existing) return;
  await db.insert(serviceCannedReplies).values(PLATFORM_CANNED_REPLIES.map((text, index) => ({ operatorId: null, text, sort: index + 1 })));
}
