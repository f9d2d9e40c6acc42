import type { Database } from "../../db/database.ts";
import { meetOnSealedTender, registrationsAndMemberships } from "./bidder-repository.ts";

export const SEALED_CHAT_REFUSAL = "招标项目开标前，招标人与投标人之间的私聊已关闭，请通过澄清答疑提问（对所有投标人可见）";

/**
 * Why two members may not chat now, or null: while a tender is sealed (before its opening), a
 * member of the tenderer and a member of one of its bidders cannot talk privately
 * (../procurement.md, Integrity). Either may be on either side.
 */
export async function sealedChatRefusal(db: Database, memberA: number, memberB: number): Promise<string | null> {
  for (const [tenderer, bidder] of [
    [memberA, memberB],
    [memberB, memberA],
  ] as const)
    if (await meetOnSealedTender(db, tenderer, bidder)) return SEALED_CHAT_REFUSAL;
  return null;
}

/**
 * What the refusal above depends on that can newly close a chat: the bidder registrations and the
 * memberships. Equal values mean no pair became tenderer and bidder in between, so an answer of
 * "free to chat" worked out then still holds.
 */
export async function sealedChatEpoch(db: Database): Promise<string> {
  const { lastBidder, memberships, lastMembership } = await registrationsAndMemberships(db);
  return `${lastBidder}:${memberships}:${lastMembership ? new Date(lastMembership).getTime() : 0}`;
}
