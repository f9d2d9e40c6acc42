import { and, count, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { maskPhone } from "../../http/format.ts";
import { businesses, members, memberships } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { type InvitationInput, recordInvitation } from "./repository.ts";
import { businessInvitations, businessJoinRequests } from "./schema.ts";

/** How many open requests an administrator's list shows, and how many of their own a member reads. */
const LIST_LIMIT = 50;
const MINE_LIMIT = 20;

/** The member-center page where a business's administrators answer join requests (成员管理). */
const ANSWER_PAGE = "/user/member-management/member-list";

/** A pending request as an administrator answers it: who asks, with their phone to invite. */
export interface PendingJoinRequest {
  id: number;
  memberId: number;
  realName: string;
  phone: string;
  message: string;
  createdAt: Date;
}

/**
 * 申请加入 (issue 61): a member asks the administrators of a business on the platform for an
 * invitation; an administrator turns the request into an invitation with roles, or declines it.
 * Each change is one transaction with the notices it sends; the requester never reads the
 * business's members.
 */
/** What a list of open requests shows of each: the request and who asks. */
const pendingColumns = {
  id: businessJoinRequests.id,
  memberId: businessJoinRequests.memberId,
  realName: members.realName,
  phone: members.phone,
  message: businessJoinRequests.message,
  createdAt: businessJoinRequests.createdAt,
};

export function createJoinRequestRecords(db: Database) {
  /** Closes a pending request of the business (pending → `status`), or null when it is not pending any more (answered twice, or at once by two administrators). */
  async function claim(tx: Database, businessId: number, id: number, answeredBy: number, status: "invited" | "declined") {
    const [claimed] = await tx
      .update(businessJoinRequests)
      .set({ status, answeredAt: new Date(), answeredBy })
      .where(and(eq(businessJoinRequests.id, id), eq(businessJoinRequests.businessId, businessId), eq(businessJoinRequests.status, "pending")))
      .returning();
    return claimed ?? null;
  }

  return {
    /** What the join rule (the domain's joinRequestRefusal) needs to know of this member and business. */
    async factsFor(member: { id: number; phone: string }, businessId: number) {
      const [[membership], [invitation], [open], [total], [declined]] = await Promise.all([
        db
          .select({ id: memberships.memberId })
          .from(memberships)
          .where(and(eq(memberships.memberId, member.id), eq(memberships.businessId, businessId)))
          .limit(1),
        db
          .select({ id: businessInvitations.id })
          .from(businessInvitations)
          .where(
            and(
              eq(businessInvitations.businessId, businessId),
              eq(businessInvitations.phone, member.phone),
              eq(businessInvitations.status, "pending"),
              gt(businessInvitations.expiresAt, sql`now()`),
            ),
          )
          .limit(1),
        db
          .select({ id: businessJoinRequests.id })
          .from(businessJoinRequests)
          .where(and(eq(businessJoinRequests.businessId, businessId), eq(businessJoinRequests.memberId, member.id), eq(businessJoinRequests.status, "pending")))
          .limit(1),
        db
          .select({ n: count() })
          .from(businessJoinRequests)
          .where(and(eq(businessJoinRequests.memberId, member.id), eq(businessJoinRequests.status, "pending"))),
        db
          .select({ at: businessJoinRequests.answeredAt })
          .from(businessJoinRequests)
          .where(
            and(eq(businessJoinRequests.businessId, businessId), eq(businessJoinRequests.memberId, member.id), eq(businessJoinRequests.status, "declined")),
          )
          .orderBy(desc(businessJoinRequests.answeredAt))
          .limit(1),
      ]);
      return {
        member: membership !== undefined,
        invited: invitation !== undefined,
        openToBusiness: open !== undefined,
        openTotal: total?.n ?? 0,
        lastDeclinedAt: declined?.at ?? null,
      };
    },

    /**
     * Records the request and tells each administrator of the business in 消息通知 (the notice opens
     * 成员管理 acting for the business); false when the member has one open there already (the
     * partial unique index decides, so two requests at once make one).
     */
    async create(input: {
      businessId: number;
      businessName: string;
      member: { id: number; realName: string; phone: string };
      message: string;
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(businessJoinRequests)
          .values({ businessId: input.businessId, memberId: input.member.id, message: input.message })
          .onConflictDoNothing()
          .returning({ id: businessJoinRequests.id });
        if (!created) return false;
        const admins = await tx
          .select({ memberId: memberships.memberId })
          .from(memberships)
          .where(and(eq(memberships.businessId, input.businessId), eq(memberships.role, "admin")));
        if (admins.length > 0)
          await tx.insert(notices).values(
            admins.map(({ memberId }) => ({
              memberId,
              noticeType: 1,
              title: "企业加入申请",
              content: `${input.member.realName}（${maskPhone(input.member.phone)}）申请加入「${input.businessName}」${input.message ? `：${input.message}` : ""}。请在成员管理中发出邀请或拒绝。`,
              jumpUrl: ANSWER_PAGE,
              optId: created.id,
              businessId: input.businessId,
            })),
          );
        return true;
      });
    },

    /** The business's open requests, oldest first, of people who are not its members meanwhile. */
    async pendingOf(businessId: number): Promise<PendingJoinRequest[]> {
      return db
        .select(pendingColumns)
        .from(businessJoinRequests)
        .innerJoin(members, eq(members.id, businessJoinRequests.memberId))
        .leftJoin(memberships, and(eq(memberships.businessId, businessJoinRequests.businessId), eq(memberships.memberId, businessJoinRequests.memberId)))
        .where(and(eq(businessJoinRequests.businessId, businessId), eq(businessJoinRequests.status, "pending"), isNull(memberships.memberId)))
        .orderBy(businessJoinRequests.createdAt, businessJoinRequests.id)
        .limit(LIST_LIMIT);
    },

    /** One open request of the business, or null. */
    async pending(businessId: number, id: number): Promise<PendingJoinRequest | null> {
      const [row] = await db
        .select(pendingColumns)
        .from(businessJoinRequests)
        .innerJoin(members, eq(members.id, businessJoinRequests.memberId))
        .where(and(eq(businessJoinRequests.id, id), eq(businessJoinRequests.businessId, businessId), eq(businessJoinRequests.status, "pending")))
        .limit(1);
      return row ?? null;
    },

    /** The member's own requests, newest first, with the businesses' names (and nothing else of them). */
    async mineOf(memberId: number) {
      return db
        .select({ id: businessJoinRequests.id, businessName: businesses.name, status: businessJoinRequests.status, createdAt: businessJoinRequests.createdAt })
        .from(businessJoinRequests)
        .innerJoin(businesses, eq(businesses.id, businessJoinRequests.businessId))
        .where(eq(businessJoinRequests.memberId, memberId))
        .orderBy(desc(businessJoinRequests.createdAt), desc(businessJoinRequests.id))
        .limit(MINE_LIMIT);
    },

    /**
     * Turns an open request into an invitation with roles, in one transaction: the request is
     * claimed first (so two administrators at once send one invitation), then the invitation and its
     * notice are recorded (recordInvitation). `gone` when the request was answered meanwhile;
     * `duplicate` when the requester holds an open invitation already (nothing is written then).
     */
    async accept(businessId: number, id: number, invitation: InvitationInput): Promise<{ invitationId: number } | "gone" | "duplicate"> {
      try {
        return await db.transaction(async (tx) => {
          if (!(await claim(tx, businessId, id, invitation.invitedBy, "invited"))) return "gone" as const;
          const created = await recordInvitation(tx, invitation);
          // Rolls the claim back with it: the request stays open for a decline.
          if (!created) throw new DuplicateInvitation();
          await tx.update(businessJoinRequests).set({ invitationId: created.id }).where(eq(businessJoinRequests.id, id));
          return { invitationId: created.id };
        });
      } catch (error) {
        if (error instanceof DuplicateInvitation) return "duplicate";
        throw error;
      }
    },

    /** Declines an open request and tells the requester (without naming who declined); false when it was not open any more. */
    async decline(businessId: number, businessName: string, id: number, answeredBy: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await claim(tx, businessId, id, answeredBy, "declined");
        if (!claimed) return false;
        await tx.insert(notices).values({
          memberId: claimed.memberId,
          noticeType: 1,
          title: "企业加入申请未通过",
          content: `「${businessName}」的管理员未同意您的加入申请。`,
          jumpUrl: "/user/company/create",
        });
        return true;
      });
    },
  };
}

/** Thrown inside a transaction to roll a claimed request back when its invitation cannot be made. */
class DuplicateInvitation extends Error {}
