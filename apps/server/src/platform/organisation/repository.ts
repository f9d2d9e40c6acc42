import { ROLE_TEMPLATES } from "@cidp/domain";
import { and, asc, count, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { preparedOnce } from "../../db/prepared.ts";
import { businesses, members, memberships } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { businessInvitations, businessRoles, memberRoles } from "./schema.ts";

type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The template whose holders are the business's administrators (membership role `admin`). */
export const ADMIN_TEMPLATE = "admin";

/** A role row as the pages read it. */
export interface RoleRow {
  id: number;
  name: string;
  template: string | null;
  permissions: string[];
  memberCount: number;
}

/** An invitation row with what the pages show beside it. */
export interface InvitationRow {
  id: number;
  businessId: number;
  businessName: string;
  phone: string;
  roleIds: number[];
  invitedBy: string;
  status: string;
  createdAt: Date;
  expiresAt: Date;
}

/** Gives the business the template roles it lacks (idempotent: a business gets them on first use, or at its founding). */
export async function ensureTemplates(runner: Database | Tx, businessId: number): Promise<void> {
  await runner
    .insert(businessRoles)
    .values(ROLE_TEMPLATES.map((t) => ({ businessId, template: t.template, name: t.name, permissions: [...t.permissions] })))
    .onConflictDoNothing();
}

/** What an invitation names: the business, the phone invited with the roles, and who invites until when. */
export interface InvitationInput {
  businessId: number;
  businessName: string;
  phone: string;
  roleIds: number[];
  invitedBy: number;
  inviterName: string;
  expiresAt: Date;
}

/**
 * Records an invitation in the caller's transaction and, when the phone is registered, a notice
 * that leads to it; null when an open invitation for this phone exists already (the partial
 * unique index decides, so two clicks at once cannot both succeed).
 */
export async function recordInvitation(tx: Database | Tx, input: InvitationInput) {
  // An invitation left pending past its expiry no longer blocks a new one.
  await tx
    .update(businessInvitations)
    .set({ status: "revoked", answeredAt: new Date() })
    .where(
      and(
        eq(businessInvitations.businessId, input.businessId),
        eq(businessInvitations.phone, input.phone),
        eq(businessInvitations.status, "pending"),
        sql`${businessInvitations.expiresAt} <= now()`,
      ),
    );
  const [created] = await tx
    .insert(businessInvitations)
    .values({ businessId: input.businessId, phone: input.phone, roleIds: input.roleIds, invitedBy: input.invitedBy, expiresAt: input.expiresAt })
    .onConflictDoNothing()
    .returning();
  if (!created) return null;
  const [invitee] = await tx.select({ id: members.id }).from(members).where(eq(members.phone, input.phone)).limit(1);
  if (invitee)
    await tx.insert(notices).values({
      memberId: invitee.id,
      noticeType: 1,
      title: "企业成员邀请",
      content: `${input.inviterName}邀请您加入「${input.businessName}」，请在7天内处理。`,
      jumpType: 1,
      jumpUrl: "/user/notice/invitationInfo?id=",
      optId: created.id,
    });
  return created;
}

/** A business's roles, its members' role assignments and its invitations. */
export function createOrganisationRepository(db: Database) {
  const invitationColumns = {
    id: businessInvitations.id,
    businessId: businessInvitations.businessId,
    businessName: businesses.name,
    phone: businessInvitations.phone,
    roleIds: businessInvitations.roleIds,
    invitedBy: members.realName,
    status: businessInvitations.status,
    createdAt: businessInvitations.createdAt,
    expiresAt: businessInvitations.expiresAt,
  };
  const invitations = () =>
    db
      .select(invitationColumns)
      .from(businessInvitations)
      .innerJoin(businesses, eq(businesses.id, businessInvitations.businessId))
      .innerJoin(members, eq(members.id, businessInvitations.invitedBy));

  // Built once, on first use: every member page's frame asks the first, the personal center the second.
  const membershipWithRoles = preparedOnce(() =>
    db
      .select({ role: memberships.role, id: businessRoles.id, name: businessRoles.name, permissions: businessRoles.permissions })
      .from(memberships)
      .leftJoin(memberRoles, and(eq(memberRoles.memberId, memberships.memberId), eq(memberRoles.businessId, memberships.businessId)))
      .leftJoin(businessRoles, eq(businessRoles.id, memberRoles.roleId))
      .where(and(eq(memberships.memberId, sql.placeholder("memberId")), eq(memberships.businessId, sql.placeholder("businessId"))))
      .orderBy(asc(businessRoles.id))
      .prepare("membership_with_roles"),
  );
  const pendingInvitationsFor = preparedOnce(() =>
    invitations()
      .where(
        and(eq(businessInvitations.phone, sql.placeholder("phone")), eq(businessInvitations.status, "pending"), gt(businessInvitations.expiresAt, sql`now()`)),
      )
      .orderBy(desc(businessInvitations.createdAt))
      .prepare("pending_invitations_for_phone"),
  );

  return {
    ensureTemplates: (businessId: number) => ensureTemplates(db, businessId),

    /**
     * Every business's template roles, one statement per template: a first start over a large
     * directory (the scale seed's 1e5 businesses) inserts them in seconds, not a round trip each.
     */
    async ensureTemplatesEverywhere(): Promise<void> {
      for (const t of ROLE_TEMPLATES)
        await db.execute(
          sql`insert into ${businessRoles} (business_id, template, name, permissions) select ${businesses.id}, ${t.template}, ${t.name}, ${JSON.stringify(t.permissions)}::jsonb from ${businesses} on conflict do nothing`,
        );
    },

    /** The business's roles, templates first, with how many members hold each (admins for 管理员). */
    async listRoles(businessId: number): Promise<RoleRow[]> {
      await ensureTemplates(db, businessId);
      const [roles, holders, [admins]] = await Promise.all([
        db.select().from(businessRoles).where(eq(businessRoles.businessId, businessId)).orderBy(sql`${businessRoles.template} is null`, asc(businessRoles.id)),
        db.select({ roleId: memberRoles.roleId, n: count() }).from(memberRoles).where(eq(memberRoles.businessId, businessId)).groupBy(memberRoles.roleId),
        db
          .select({ n: count() })
          .from(memberships)
          .where(and(eq(memberships.businessId, businessId), eq(memberships.role, "admin"))),
      ]);
      const held = new Map(holders.map((h) => [h.roleId, h.n]));
      return roles.map((r) => ({
        id: r.id,
        name: r.name,
        template: r.template,
        permissions: r.permissions,
        memberCount: r.template === ADMIN_TEMPLATE ? (admins?.n ?? 0) : (held.get(r.id) ?? 0),
      }));
    },

    /** The roles with these ids that belong to the business. */
    async rolesOf(businessId: number, roleIds: readonly number[]) {
      if (roleIds.length === 0) return [];
      return db
        .select()
        .from(businessRoles)
        .where(and(eq(businessRoles.businessId, businessId), inArray(businessRoles.id, [...roleIds])));
    },

    /** Whether the member administers the business, and the roles they hold there. */
    async accessOf(
      memberId: number,
      businessId: number,
    ): Promise<{ isMember: boolean; isAdmin: boolean; roles: { id: number; name: string; permissions: string[] }[] }> {
      // One round trip (every member page's frame asks this): the membership, with its roles joined
      // on; no row means no membership, and a member without roles has one row with no role.
      const rows = await membershipWithRoles().execute({ memberId, businessId });
      const [membership] = rows;
      const roles = rows.flatMap(({ id, name, permissions }) => (id === null || name === null || permissions === null ? [] : [{ id, name, permissions }]));
      return { isMember: membership !== undefined, isAdmin: membership?.role === "admin", roles };
    },

    /** Role names per member of the business (admins carry 管理员). */
    async roleNamesByMember(businessId: number, memberIds: readonly number[]): Promise<Map<number, string[]>> {
      const names = new Map<number, string[]>();
      if (memberIds.length === 0) return names;
      const rows = await db
        .select({ memberId: memberRoles.memberId, name: businessRoles.name })
        .from(memberRoles)
        .innerJoin(businessRoles, eq(businessRoles.id, memberRoles.roleId))
        .where(and(eq(memberRoles.businessId, businessId), inArray(memberRoles.memberId, [...memberIds])))
        .orderBy(asc(businessRoles.id));
      for (const row of rows) names.set(row.memberId, [...(names.get(row.memberId) ?? []), row.name]);
      return names;
    },

    /** Creates (no id) or renames and re-permits a business's own role; null when the name is taken. */
    async saveRole(businessId: number, input: { id?: number | undefined; name: string; permissions: string[] }) {
      await ensureTemplates(db, businessId);
      try {
        if (input.id === undefined) {
          const [row] = await db.insert(businessRoles).values({ businessId, name: input.name, permissions: input.permissions }).returning();
          return row ?? null;
        }
        const [row] = await db
          .update(businessRoles)
          .set({ name: input.name, permissions: input.permissions })
          .where(and(eq(businessRoles.id, input.id), eq(businessRoles.businessId, businessId)))
          .returning();
        return row ?? null;
      } catch (error) {
        // The unique (business, name) index: another role already has this name.
        if ((error as { code?: string }).code === "23505" || (error as { cause?: { code?: string } }).cause?.code === "23505") return "taken" as const;
        throw error;
      }
    },

    async deleteRole(roleId: number): Promise<void> {
      await db.delete(businessRoles).where(eq(businessRoles.id, roleId));
    },

    /** Replaces the member's roles in the business; `admin` sets or clears the administrator flag too. */
    async setMemberRoles(businessId: number, memberId: number, roleIds: readonly number[], admin: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberRoles).where(and(eq(memberRoles.memberId, memberId), eq(memberRoles.businessId, businessId)));
        if (roleIds.length > 0) await tx.insert(memberRoles).values(roleIds.map((roleId) => ({ memberId, businessId, roleId })));
        await tx
          .update(memberships)
          .set({ role: admin ? "admin" : "member" })
          .where(and(eq(memberships.memberId, memberId), eq(memberships.businessId, businessId)));
      });
    },

    /** The business's administrators, whom a member asks for a permission (a handful; bounded all the same). */
    async administrators(businessId: number): Promise<{ realName: string; phone: string }[]> {
      return db
        .select({ realName: members.realName, phone: members.phone })
        .from(memberships)
        .innerJoin(members, eq(members.id, memberships.memberId))
        .where(and(eq(memberships.businessId, businessId), eq(memberships.role, "admin")))
        .orderBy(asc(members.id))
        .limit(20);
    },

    async adminCount(businessId: number): Promise<number> {
      return db.$count(memberships, and(eq(memberships.businessId, businessId), eq(memberships.role, "admin")));
    },

    /** Takes the member out of the business: their roles and membership go together. */
    async removeMember(businessId: number, memberId: number): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(memberRoles).where(and(eq(memberRoles.memberId, memberId), eq(memberRoles.businessId, businessId)));
        await tx.delete(memberships).where(and(eq(memberships.memberId, memberId), eq(memberships.businessId, businessId)));
      });
    },

    /** Makes `to` an administrator and, unless `keep`, `from` a plain member, in one transaction. */
    async transferAdmin(businessId: number, from: number, to: number, keep: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(memberships)
          .set({ role: "admin" })
          .where(and(eq(memberships.memberId, to), eq(memberships.businessId, businessId)));
        if (!keep)
          await tx
            .update(memberships)
            .set({ role: "member" })
            .where(and(eq(memberships.memberId, from), eq(memberships.businessId, businessId)));
      });
    },

    /** Whether the phone belongs to a member of the business. */
    async isMemberPhone(businessId: number, phone: string): Promise<boolean> {
      const [row] = await db
        .select({ id: members.id })
        .from(memberships)
        .innerJoin(members, eq(members.id, memberships.memberId))
        .where(and(eq(memberships.businessId, businessId), eq(members.phone, phone)))
        .limit(1);
      return row !== undefined;
    },

    /** Records an invitation (recordInvitation) in a transaction of its own; null when one is open for the phone already. */
    async invite(input: InvitationInput) {
      return db.transaction((tx) => recordInvitation(tx, input));
    },

    async invitation(id: number): Promise<InvitationRow | null> {
      const [row] = await invitations().where(eq(businessInvitations.id, id)).limit(1);
      return row ?? null;
    },

    /** The business's invitations, newest first (the latest 100). */
    async businessInvitations(businessId: number): Promise<InvitationRow[]> {
      return invitations()
        .where(eq(businessInvitations.businessId, businessId))
        .orderBy(desc(businessInvitations.createdAt), desc(businessInvitations.id))
        .limit(100);
    },

    /** Open invitations addressed to this phone. */
    async invitationsFor(phone: string): Promise<InvitationRow[]> {
      return pendingInvitationsFor().execute({ phone });
    },

    /** Revokes an open invitation of the business; false when there was none. */
    async revoke(businessId: number, id: number): Promise<boolean> {
      const rows = await db
        .update(businessInvitations)
        .set({ status: "revoked", answeredAt: new Date() })
        .where(and(eq(businessInvitations.id, id), eq(businessInvitations.businessId, businessId), eq(businessInvitations.status, "pending")))
        .returning({ id: businessInvitations.id });
      return rows.length > 0;
    },

    /**
     * Answers an open, unexpired invitation of this phone: declining closes it; accepting also makes
     * the member a member of the business with the invitation's roles that still exist. False when
     * it was not open any more (answered twice, revoked, expired): nothing is written then.
     */
    async answer(id: number, phone: string, memberId: number, accept: boolean): Promise<{ businessId: number } | null> {
      return db.transaction(async (tx) => {
        const [closed] = await tx
          .update(businessInvitations)
          .set({ status: accept ? "accepted" : "declined", answeredAt: new Date() })
          .where(
            and(
              eq(businessInvitations.id, id),
              eq(businessInvitations.phone, phone),
              eq(businessInvitations.status, "pending"),
              gt(businessInvitations.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!closed) return null;
        if (!accept) return { businessId: closed.businessId };
        await tx.insert(memberships).values({ memberId, businessId: closed.businessId, role: "member" }).onConflictDoNothing();
        const roles =
          closed.roleIds.length === 0
            ? []
            : await tx
                .select({ id: businessRoles.id, template: businessRoles.template })
                .from(businessRoles)
                .where(and(eq(businessRoles.businessId, closed.businessId), inArray(businessRoles.id, closed.roleIds)));
        const plain = roles.filter((r) => r.template !== ADMIN_TEMPLATE);
        if (plain.length > 0)
          await tx
            .insert(memberRoles)
            .values(plain.map((r) => ({ memberId, businessId: closed.businessId, roleId: r.id })))
            .onConflictDoNothing();
        if (roles.some((r) => r.template === ADMIN_TEMPLATE))
          await tx
            .update(memberships)
            .set({ role: "admin" })
            .where(and(eq(memberships.memberId, memberId), eq(memberships.businessId, closed.businessId)));
        return { businessId: closed.businessId };
      });
    },
  };
}
