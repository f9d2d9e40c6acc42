import type { Database } from "../../db/database.ts";
import { notices } from "../../platform/notice/schema.ts";

/** Tells the member who submitted a product of the review's decision, leading to their product list. */
export async function notifyProductOwner(db: Database, memberId: number, title: string, content: string): Promise<void> {
  await db.insert(notices).values({ memberId, noticeType: 1, title, content, jumpUrl: "/user/my-products/proPublish" });
}
