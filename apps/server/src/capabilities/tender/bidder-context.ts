import type { FastifyRequest } from "fastify";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { TenderActor } from "./tender-records.ts";

export const NOT_FOUND = "招标项目不存在或未公开";

/** The calling member's business, acting as a bidder. */
export function bidderOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw refuse("permission", "请先选择企业");
  const businessId = auth.business.businessId;
  return { businessId, memberId: auth.member.id, actor: { kind: "bidder", businessId, memberId: auth.member.id } as TenderActor };
}
