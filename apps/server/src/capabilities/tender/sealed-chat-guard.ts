import { TENDER_SEALED_STATES } from "@cidp/domain";
import { and, count, eq, inArray, max } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database.ts";
import { memberships } from "../../platform/member/schema.ts";
import { tenderBidders, tenders } from "./schema.ts";

export const SEALED_CHAT_REFUSAL = "招标项目开标前，招标人与投标人之间的私聊已关闭，请通过澄清答疑提问（对所有投标人可见）";

/**
 * Why two members may not chat now, or null: while a tender is sealed (before its opening), a
 * member of the tenderer and a member of one of its bidders cannot talk privately
 * (../procurement.md, Integrity). Either may be on either side.
 */
export async function sealedChatRefusal(db: Database, memberA: number, memberB: number): Promise<string | null> {
  const mine = alias(memberships, "tenderer_member");
  const theirs = alias(memberships, "bidder_member");
  for (const [tenderer, bidder] of [
    [memberA, memberB],
    [memberB, memberA],
  ] as const) {
    const [hit] = await db
      .select({ id: tenders.id })
      .from(tenders)
      .innerJoin(tenderBidders, eq(tenderBidders.tenderId, tenders.id))
      .innerJoin(mine, and(eq(mine.businessId, tenders.tendererBusinessId), eq(mine.memberId, tenderer)))
      .innerJoin(theirs, and(eq(theirs.businessId, tenderBidders.businessId), eq(theirs.memberId, bidder)))
      .where(inArray(tenders.state, [...TENDER_SEALED_STATES]))
      .limit(1);
    if (hit) return SEALED_CHAT_REFUSAL;
  }
  return null;
}

/**
 * What the refusal above depends on that can newly close a chat: the bidder registrations and the
 * memberships. Equal values mean no pair became tenderer and bidder in between, so an answer of
 * "free to chat" worked out then still holds.
 */
export async function sealedChatEpoch(db: Database): Promise<string> {
  const [[bidders], [members]] = await Promise.all([
    db.select({ last: max(tenderBidders.id) }).from(tenderBidders),
    db.select({ n: count(), last: max(memberships.createdAt) }).from(memberships),
  ]);
  return `${bidders?.last ?? 0}:${members?.n ?? 0}:${members?.last ? new Date(members.last).getTime() : 0}`;
}
