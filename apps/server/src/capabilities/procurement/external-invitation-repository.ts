import { and, asc, eq, gt, inArray, isNull, or } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses, members, memberships } from "../../platform/member/schema.ts";
import { inquiryExternalInvitations, inquiryInvitations } from "./schema.ts";

/** The queries of invitations to companies not yet on the platform (by phone or credit code) and of their claiming. */

type Invitee = { phone: string | null; creditCode: string | null };

/** The certified business an invitee names: by its credit code, or one its phone administers. */
export async function certifiedBusinessOf(tx: Database, invitee: Invitee): Promise<{ id: number; name: string } | undefined> {
  if (invitee.creditCode) {
    const [found] = await tx
      .select({ id: businesses.id, name: businesses.name })
      .from(businesses)
      .where(and(eq(businesses.creditCode, invitee.creditCode), eq(businesses.certificationState, "certified")));
    return found;
  }
  const [found] = await tx
    .select({ id: businesses.id, name: businesses.name })
    .from(members)
    .innerJoin(memberships, and(eq(memberships.memberId, members.id), eq(memberships.role, "admin")))
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(members.phone, invitee.phone ?? ""), eq(businesses.certificationState, "certified")))
    .orderBy(asc(businesses.id))
    .limit(1);
  return found;
}

/** Invites one business to a sheet; the new invitation's id, or undefined when it was already invited. */
export async function addInvitation(tx: Database, sheetId: number, supplierBusinessId: number): Promise<number | undefined> {
  const [added] = await tx.insert(inquiryInvitations).values({ sheetId, supplierBusinessId }).onConflictDoNothing().returning({ id: inquiryInvitations.id });
  return added?.id;
}

/** A business's credit code and name, and its administrators' phones: what a pending invitation may name. */
export async function claimantOf(tx: Database, businessId: number) {
  const [business] = await tx.select({ creditCode: businesses.creditCode, name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  if (!business) return undefined;
  const admins = await tx
    .select({ phone: members.phone })
    .from(memberships)
    .innerJoin(members, eq(members.id, memberships.memberId))
    .where(and(eq(memberships.businessId, businessId), eq(memberships.role, "admin")));
  return { ...business, phones: admins.map((m) => m.phone) };
}

/** The unclaimed invitations naming this credit code or one of these phones, oldest first. */
export function pendingInvitationsNaming(tx: Database, creditCode: string, phones: readonly string[]) {
  return tx
    .select()
    .from(inquiryExternalInvitations)
    .where(
      and(
        isNull(inquiryExternalInvitations.claimedAt),
        or(eq(inquiryExternalInvitations.creditCode, creditCode), phones.length > 0 ? inArray(inquiryExternalInvitations.phone, [...phones]) : undefined),
      ),
    )
    .orderBy(asc(inquiryExternalInvitations.id));
}

export async function markClaimed(tx: Database, id: number, businessId: number, at: Date): Promise<void> {
  await tx.update(inquiryExternalInvitations).set({ claimedAt: at, supplierBusinessId: businessId }).where(eq(inquiryExternalInvitations.id, id));
}

/** How many companies a sheet has invited by phone or credit code. */
export async function externalInvitationsOnSheet(tx: Database, sheetId: number): Promise<number> {
  return tx.$count(inquiryExternalInvitations, eq(inquiryExternalInvitations.sheetId, sheetId));
}

/** How many invitations (so texts) went to a phone since `since`, on any sheet. */
export async function invitationsToPhoneSince(tx: Database, phone: string, since: Date): Promise<number> {
  return tx.$count(inquiryExternalInvitations, and(eq(inquiryExternalInvitations.phone, phone), gt(inquiryExternalInvitations.invitedAt, since)));
}

/** Records a pending invitation; its id, or undefined when the sheet already has one for this phone or credit code. */
export async function insertExternalInvitation(tx: Database, values: typeof inquiryExternalInvitations.$inferInsert): Promise<number | undefined> {
  const [stored] = await tx.insert(inquiryExternalInvitations).values(values).onConflictDoNothing().returning({ id: inquiryExternalInvitations.id });
  return stored?.id;
}
