import { inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { memberships } from "../member/schema.ts";
import { notices } from "./schema.ts";

/** A notice to every member of one business, opening a page: in the 订单服务 tab (0) unless it says 服务通知 (1). */
interface BusinessNotice {
  businessId: number;
  title: string;
  content: string;
  jumpUrl: string;
  tab?: 0 | 1;
}

/**
 * Notices to every member of each business named, in one statement. The counters' trigger upserts
 * a statement's rows in member order, so two transactions that each write one statement lock the
 * counter rows in one order; writing business by business could take them crosswise and deadlock
 * (a tender opening and a round's close, told to members of the same businesses, on two runners).
 */
export async function noticesToBusinesses(tx: Database, items: readonly BusinessNotice[]): Promise<void> {
  if (items.length === 0) return;
  const rows = await tx
    .select({ memberId: memberships.memberId, businessId: memberships.businessId })
    .from(memberships)
    .where(inArray(memberships.businessId, [...new Set(items.map((item) => item.businessId))]));
  const values = items.flatMap((item) =>
    rows
      .filter((row) => row.businessId === item.businessId)
      .map(({ memberId }) => ({
        memberId,
        noticeType: item.tab ?? 0,
        title: item.title,
        content: item.content,
        jumpType: 0,
        jumpUrl: item.jumpUrl,
        pageSource: 0,
        businessId: item.businessId,
      })),
  );
  if (values.length > 0) await tx.insert(notices).values(values);
}

/** A notice to every member of a business (the 订单服务 tab), opening a member-center page. */
export function noticeToBusiness(tx: Database, businessId: number, notice: Omit<BusinessNotice, "businessId">): Promise<void> {
  return noticesToBusinesses(tx, [{ businessId, ...notice }]);
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
