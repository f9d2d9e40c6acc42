import type { Database } from "../../db/database.ts";
import { createChatRepository } from "./repository.ts";

/** The platform's customer-service account (the 在线客服 page opens a chat with it). */
export const CUSTOMER_SERVICE = { id: "kefu", name: "平台在线客服" } as const;

/** Seeds the customer-service chat user; idempotent. */
export async function seedChat(db: Database): Promise<void> {
  await createChatRepository(db).upsertServiceUser(CUSTOMER_SERVICE.id, CUSTOMER_SERVICE.name);
}
