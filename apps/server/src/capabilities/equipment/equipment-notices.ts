import type { Database } from "../../db/database.ts";
import { notices } from "../../platform/notice/schema.ts";

/** Where a notice leads: the member's requests, received (the owner's) or sent, or their listings of a side. */
const jumpUrls = {
  received: "/user/equipment/create-out?tab=received",
  sent: "/user/equipment/create-in?tab=sent",
  mineOut: "/user/equipment/create-out?tab=mine",
  mineIn: "/user/equipment/create-in?tab=mine",
} as const;

/** Tells one member of a request or a decision, in the drawer's 服务通知 tab. */
export async function notifyMember(db: Database, memberId: number, title: string, content: string, box: keyof typeof jumpUrls): Promise<void> {
  await db.insert(notices).values({ memberId, noticeType: 1, title, content, jumpUrl: jumpUrls[box] });
}
