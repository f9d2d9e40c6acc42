import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { memberships } from "../member/schema.ts";
import { notices } from "./schema.ts";

/** A notice to every member of a business (the 订单服务 tab), opening a member-center page. */
export async function noticeToBusiness(tx: Database, businessId: number, notice: { title: string; content: string; jumpUrl: string }): Promise<void> {
  const members = await tx.select({ memberId: memberships.memberId }).from(memberships).where(eq(memberships.businessId, businessId));
  if (members.length === 0) return;
  await tx.insert(notices).values(
    members.map(({ memberId }) => ({
      memberId,
      noticeType: 0,
      title: notice.title,
      content: notice.content,
      jumpType: 0,
      jumpUrl: notice.jumpUrl,
      pageSource: 0,
      businessId,
    })),
  );
}

/**
 * A notice to one member (the 订单服务 tab), e.g. the buyer who submitted a sheet for 内部审批;
 * `businessId` when its page belongs to one of the member's businesses.
 */
export async function noticeToMember(
  tx: Database,
  memberId: number,
  notice: { title: string; content: string; jumpUrl: string; businessId?: number | undefined },
): Promise<void> {
  await tx.insert(notices).values({
    memberId,
    noticeType: 0,
    title: notice.title,
    content: notice.content,
    jumpType: 0,
    jumpUrl: notice.jumpUrl,
    pageSource: 0,
    businessId: notice.businessId ?? null,
  });
}

/**
 * A notice to one member in the drawer's 服务通知 tab (type 1), e.g. the operator's decision on what
 * they submitted for review; written on the caller's handle, in its transaction when it has one.
 */
export async function serviceNoticeToMember(tx: Database, memberId: number, notice: { title: string; content: string; jumpUrl: string }): Promise<void> {
  await tx.insert(notices).values({ memberId, noticeType: 1, title: notice.title, content: notice.content, jumpUrl: notice.jumpUrl });
}
