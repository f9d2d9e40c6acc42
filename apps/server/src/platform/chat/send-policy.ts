import type { Database } from "../../db/database.ts";

/**
 * A rule of a higher module that may close the private chat between two members (a sealed tender
 * closes it between the tenderer's and a bidder's members). The chat knows none of them: the
 * composition root hands it the policies (composition/chat-send-policies.ts).
 */
export interface ChatSendPolicy {
  /** Why the two members may not chat now, in Chinese, or null. Either may be the sender. */
  refusal(db: Database, memberA: number, memberB: number): Promise<string | null>;
  /**
   * A value that changes whenever a pair could newly be refused (registrations, memberships…):
   * a remembered "free to chat" holds only while it is unchanged.
   */
  epoch(db: Database): Promise<string>;
}

/** The policies as one: the first refusal wins; the epoch changes when any policy's does. */
export function combineChatSendPolicies(policies: readonly ChatSendPolicy[]): ChatSendPolicy {
  return {
    async refusal(db, memberA, memberB) {
      for (const policy of policies) {
        const reason = await policy.refusal(db, memberA, memberB);
        if (reason !== null) return reason;
      }
      return null;
    },
    async epoch(db) {
      return (await Promise.all(policies.map((policy) => policy.epoch(db)))).join("|");
    },
  };
}
