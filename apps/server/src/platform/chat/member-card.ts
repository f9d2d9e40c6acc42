import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { chatUsers } from "./schema.ts";

/** Contacts see the member's chat card: the same name and face as the profile (run in the profile's transaction). */
export async function updateChatCard(tx: Database, change: { memberId: number; realName: string; avatar?: string }): Promise<void> {
  await tx
    .update(chatUsers)
    .set({ name: change.realName, ...(change.avatar ? { avatar: change.avatar } : {}) })
    .where(eq(chatUsers.memberId, change.memberId));
}
