import type { PermissionKey } from "@cidp/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { memberships } from "../../platform/member/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { businessRoles, memberRoles } from "../../platform/organisation/schema.ts";

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
    })),
  );
}

/** A notice to one member (the 订单服务 tab), e.g. the buyer who submitted a sheet for 内部审批. */
export async function noticeToMember(tx: Database, memberId: number, notice: { title: string; content: string; jumpUrl: string }): Promise<void> {
  await tx
    .insert(notices)
    .values({ memberId, noticeType: 0, title: notice.title, content: notice.content, jumpType: 0, jumpUrl: notice.jumpUrl, pageSource: 0 });
}

const APPROVE_PERMISSION: PermissionKey = "inquiry_award";

/**
 * The members who may approve the business's sheets (the 询价定标 permission: its administrators and
 * the holders of a role granting it, e.g. 审批人), still members of the business.
 */
export async function approversOf(tx: Database, businessId: number): Promise<number[]> {
  const [admins, holders] = await Promise.all([
    tx
      .select({ memberId: memberships.memberId })
      .from(memberships)
      .where(and(eq(memberships.businessId, businessId), eq(memberships.role, "admin"))),
    tx
      .selectDistinct({ memberId: memberRoles.memberId })
      .from(memberRoles)
      .innerJoin(businessRoles, eq(businessRoles.id, memberRoles.roleId))
      .innerJoin(memberships, and(eq(memberships.memberId, memberRoles.memberId), eq(memberships.businessId, businessId)))
      .where(and(eq(memberRoles.businessId, businessId), sql`${businessRoles.permissions} @> ${JSON.stringify([APPROVE_PERMISSION])}::jsonb`)),
  ]);
  return [...new Set([...admins, ...holders].map((m) => m.memberId))].sort((a, b) => a - b);
}
