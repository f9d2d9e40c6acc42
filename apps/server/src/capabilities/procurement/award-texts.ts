import { and, eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../../db/database.ts";
import { members, memberships } from "../../platform/member/schema.ts";
import type { SmsProvider } from "../../platform/sms/sms-provider.ts";

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
  const admins = await db
    .select({ businessId: memberships.businessId, phone: members.phone })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(and(inArray(memberships.businessId, [...award.supplierBusinessIds]), eq(memberships.role, "admin")));
  for (const { businessId, phone } of admins) {
    const won = businessId === award.winnerBusinessId;
    const text = won
      ? `【建筑产业互联网平台】恭喜！贵司在询价单《${award.title}》中成交，采购方将与您联系，详情请登录会员中心查看。`
      : `【建筑产业互联网平台】询价单《${award.title}》已定标，贵司未成交。感谢参与。`;
    await sms.send({ phone, purpose: "generic", code: null, text }).catch((error: unknown) => log.warn({ err: error }, "award text not sent"));
  }
}
