import { EXTERNAL_INVITATION_LIMITS, EXTERNAL_INVITATION_MESSAGES, invitationsOpen, type RefusalKind } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { SYSTEM_ACTOR } from "../../platform/sealed-bidding/call-event-log.ts";
import { refuse } from "../../runtime/refusal.ts";
import {
  addInvitation,
  certifiedBusinessOf,
  claimantOf,
  externalInvitationsOnSheet,
  insertExternalInvitation,
  invitationsToPhoneSince,
  markClaimed,
  pendingInvitationsNaming,
} from "./external-invitation-repository.ts";
import { maskedContact, openInvitations } from "./invitations.ts";
import { lockOwnSheet, lockSheet, logSheetEvent, type SheetActor, type SheetRow } from "./sheet-records.ts";

/** 邀请未注册供应商 and its claiming at certification, each saved in one transaction. */

/**
 * The kind of each refusal: a sheet closed or a company invited already is the sheet's state (a
 * 400, as these answered before kinds), a sheet's cap a limit.
 */
const EXTERNAL_REFUSAL_KINDS = {
  "external.company-name": "invalid",
  "external.contact-missing": "invalid",
  "external.contact-both": "invalid",
  "external.closed": "state",
  "external.duplicate": "state",
  "external.own-business": "invalid",
  "external.sheet-cap": "limit",
} as const satisfies Record<keyof typeof EXTERNAL_INVITATION_MESSAGES, RefusalKind>;

const refused = (code: keyof typeof EXTERNAL_INVITATION_MESSAGES) => refuse(EXTERNAL_REFUSAL_KINDS[code], EXTERNAL_INVITATION_MESSAGES[code]);
const DAY = 86_400_000;

/** A company named by phone or credit code (checked by the domain), as the buyer typed it. */
export interface ExternalInvitee {
  companyName: string;
  phone: string | null;
  creditCode: string | null;
}

/** Adds a business to a sheet's invitations (told at once when the sheet is out); false when it was already invited. */
async function inviteBusiness(tx: Database, sheet: SheetRow, supplierBusinessId: number, note: string, actor: SheetActor): Promise<boolean> {
  const invitationId = await addInvitation(tx, sheet.id, supplierBusinessId);
  if (invitationId === undefined) return false;
  await logSheetEvent(tx, sheet.id, { type: "invite", eventKey: `invite:${supplierBusinessId}:${invitationId}`, actor, note });
  if (sheet.state === "quoting") await openInvitations(tx, sheet, [supplierBusinessId]);
  return true;
}

/**
 * A business just certified: every pending invitation naming its credit code, or the phone of one of
 * its administrators, becomes a real invitation (the business is told when the sheet is out). An
 * invitation whose sheet no longer takes invitations, or from the business itself, is closed
 * without one. Returns how many invitations were made.
 */
export async function claimExternalInvitations(tx: Database, businessId: number, now: Date): Promise<number> {
  const business = await claimantOf(tx, businessId);
  if (!business) return 0;
  let made = 0;
  for (const row of await pendingInvitationsNaming(tx, business.creditCode, business.phones)) {
    const sheet = await lockSheet(tx, row.sheetId);
    if (!sheet) continue;
    await markClaimed(tx, row.id, businessId, now);
    if (sheet.buyerBusinessId === businessId || !invitationsOpen(sheet.state, sheet.deadline.getTime(), now.getTime())) continue;
    const note = `${row.companyName}完成注册认证（${business.name}），邀请生效`;
    if (await inviteBusiness(tx, sheet, businessId, note, SYSTEM_ACTOR)) made++;
  }
  return made;
}

/** What an invitation by phone or credit code came to: invited at once (a certified company) or pending its registration. */
export interface ExternalInvitationOutcome {
  sheet: SheetRow;
  outcome: "invited" | "pending";
  supplierName: string;
  /** Whether the invitee's phone may still be texted today. */
  mayText: boolean;
}

/** Invites a company by phone or credit code: a company already certified on the platform at once, any other once it certifies. */
export function inviteExternalCompany(
  db: Database,
  {
    sheetId,
    businessId,
    memberId,
    actor,
    invitee,
    now,
  }: { sheetId: number; businessId: number; memberId: number; actor: SheetActor; invitee: ExternalInvitee; now: Date },
): Promise<ExternalInvitationOutcome> {
  return db.transaction(async (tx) => {
    const sheet = await lockOwnSheet(tx, sheetId, businessId);
    if (!invitationsOpen(sheet.state, sheet.deadline.getTime(), now.getTime())) throw refused("external.closed");
    const known = await certifiedBusinessOf(tx, invitee);
    if (known) {
      if (known.id === businessId) throw refused("external.own-business");
      if (!(await inviteBusiness(tx, sheet, known.id, `邀请供应商${known.name}`, actor))) throw refused("external.duplicate");
      return { sheet, outcome: "invited", supplierName: known.name, mayText: false };
    }
    if ((await externalInvitationsOnSheet(tx, sheet.id)) >= EXTERNAL_INVITATION_LIMITS.perSheet) throw refused("external.sheet-cap");
    const textedToday = invitee.phone ? await invitationsToPhoneSince(tx, invitee.phone, new Date(now.getTime() - DAY)) : 0;
    const mayText = invitee.phone !== null && textedToday < EXTERNAL_INVITATION_LIMITS.textsPerPhonePerDay;
    const storedId = await insertExternalInvitation(tx, { sheetId: sheet.id, ...invitee, invitedBy: memberId, invitedAt: now });
    if (storedId === undefined) throw refused("external.duplicate");
    await logSheetEvent(tx, sheet.id, {
      type: "invite-external",
      eventKey: `invite-external:${storedId}`,
      actor,
      note: `邀请未注册企业${invitee.companyName}（${maskedContact(invitee)}），待注册`,
    });
    return { sheet, outcome: "pending", supplierName: invitee.companyName, mayText };
  });
}
