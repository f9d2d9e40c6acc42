import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";
import { adminPhonesOf } from "./partner-repository.ts";

/**
 * The award as text messages to each participating supplier's administrators, beside the notices:
 * sent after the award is committed, and a failed text never undoes it (the notice is the record).
 */
export async function textAwardOutcome(
  db: Database,
  sms: SmsProvider,
  log: FastifyBaseLogger,
  award: { title: string; winnerBusinessId: number; supplierBusinessIds: readonly number[] },
): Promise<void> {
  if (award.supplierBusinessIds.length === 0) return;
  for (const { businessId, phone } of await adminPhonesOf(db, award.supplierBusinessIds)) {
    const won = businessId === award.winnerBusinessId;
    const text = won
      ? `【建筑产业互联网平台】恭喜！贵司在询价单《${award.title}》中成交，采购方将与您联系，详情请登录会员中心查看。`
      : `【建筑产业互联网平台】询价单《${award.title}》已定标，贵司未成交。感谢参与。`;
    await sms.send({ phone, purpose: "generic", code: null, text }).catch((error: unknown) => log.warn({ err: error }, "award text not sent"));
  }
}
