import {
  type InvitationEvent,
  type InvitationState,
  ROUND_SCOPE_TEXTS,
  reconfirmedQuote,
  scopedQuote,
  transitionInvitation,
  unpricedLinesText,
} from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { refuse } from "../../runtime/refusal.ts";
import { revokedRefusal } from "./invitation-records.ts";
import { priceQuotation, type QuotationContent, type QuotationRow, type QuotedLine, quotationRecord } from "./quotation-records.ts";
import { countQuotationsIn, findSheet, insertQuotation, invitationOf, quotationOfSupplier, updateInvitation } from "./quotation-repository.ts";
import { quotationResourceIds, replaceFileSet } from "./sheet-documents.ts";
import { applySheetEvent, lockSheet, logSheetEvent, type SheetActor, type SheetRow } from "./sheet-records.ts";
import { linesOf } from "./sheet-repository.ts";
import { previousRoundLines, quotedLinesRefusal, raisedPriceRefusal, roundLinesOf } from "./supplier-views.ts";

/**
 * A supplier's part in a sheet, each step one transaction under the sheet's lock: reading it (which
 * marks the invitation viewed), answering, quoting sealed and withdrawing; the sheet counts the round's
 * valid quotations as they come and go.
 */

const NOT_FOUND = "询价单不存在或未向贵司开放";

/** Who acts for the supplier and when. */
interface SupplierStep {
  sheetId: number;
  businessId: number;
  now: Date;
}

/** The sheet as this supplier may see it, with their quotation row (none yet on a public sheet). */
async function reachable(tx: Database, sheetId: number, businessId: number, lock: boolean) {
  const sheet = lock ? await lockSheet(tx, sheetId) : await findSheet(tx, sheetId);
  if (!sheet || sheet.buyerBusinessId === businessId || sheet.state === "draft" || sheet.state === "approving") throw refuse("not_found", NOT_FOUND);
  const quotation = await quotationOfSupplier(tx, sheetId, businessId);
  if (!quotation && !(sheet.mode === "public" && sheet.state === "quoting")) throw refuse("not_found", NOT_FOUND);
  return { sheet, quotation };
}

/** Moves this supplier's invitation (if it was invited) by the domain's rule: viewed, answered, quoted. */
async function stepInvitation(tx: Database, sheetId: number, businessId: number, event: InvitationEvent, at: Date, actor: SheetActor, reason = "") {
  const invitation = await invitationOf(tx, sheetId, businessId);
  if (!invitation) return;
  const result = transitionInvitation(invitation.state as InvitationState, event);
  if (!result.ok || !result.value.changed) return;
  await updateInvitation(tx, invitation.id, {
    state: result.value.state,
    ...(event.type === "view" ? { viewedAt: at } : {}),
    ...(event.type === "respond" ? { respondedAt: at, declineReason: reason } : {}),
  });
  // Who opened or answered the invitation goes into the sheet's log with the person (event-log.ts).
  if (event.type === "view") await logSheetEvent(tx, sheetId, { type: "view-invitation", eventKey: `view:${invitation.id}`, actor, note: "" });
  if (event.type === "respond") {
    const type = event.participate ? "accept-invitation" : "decline-invitation";
    await logSheetEvent(tx, sheetId, { type, eventKey: `respond:${invitation.id}`, actor, note: reason });
  }
}

/** Counts the current round's valid quotations onto the sheet (under its lock). */
async function recount(tx: Database, sheet: SheetRow, eventKey: string, actor: SheetActor, note: string) {
  const state = sheet.round === 1 ? "submitted" : "round_submitted";
  const quotations = await countQuotationsIn(tx, sheet.id, state);
  return applySheetEvent(tx, sheet, { event: { type: "quotation-counted", quotations }, eventKey, actor, note });
}

/** Refuses a supplier whose invitation was revoked. */
async function refuseRevoked(tx: Database, sheetId: number, businessId: number) {
  const revoked = await revokedRefusal(tx, sheetId, businessId);
  if (revoked) throw refuse("state", revoked);
}

/** The sheet and this supplier's quotation, for its detail view; its invitation is marked viewed. */
export function viewSheetAsSupplier(
  db: Database,
  { sheetId, businessId, now, actor }: SupplierStep & { actor: SheetActor },
): Promise<{ sheet: SheetRow; quotation: QuotationRow | undefined }> {
  return db.transaction(async (tx) => {
    const found = await reachable(tx, sheetId, businessId, false);
    await stepInvitation(tx, found.sheet.id, businessId, { type: "view" }, now, actor);
    return found;
  });
}

/**
 * The sheet and this supplier's quotation when it may quote the current round now (for its 报价模板):
 * reachable, not revoked, the round open until its deadline, the supplier neither declined nor left
 * out of a later round. Reads only: downloading a template is not viewing the invitation.
 */
export function sheetToQuote(db: Database, { sheetId, businessId, now }: SupplierStep): Promise<{ sheet: SheetRow; quotation: QuotationRow | undefined }> {
  return db.transaction(async (tx) => {
    const found = await reachable(tx, sheetId, businessId, false);
    await refuseRevoked(tx, sheetId, businessId);
    const { sheet, quotation } = found;
    // The template download answered these with 409 before refusals had kinds (the page it was
    // opened from is out of date); kind conflict keeps that status.
    if ((sheet.state !== "quoting" && sheet.state !== "round_quoting") || sheet.deadline <= now) throw refuse("conflict", "本轮报价已截止，不能下载报价模板");
    if (quotation?.state === "declined") throw refuse("conflict", "贵司已选择不参与本询价单");
    if (sheet.state === "round_quoting" && quotation?.round !== sheet.round) throw refuse("conflict", "贵司未入围本轮报价");
    return found;
  });
}

/** 参与 or 不参与 (with a reason) while the first round is open. */
export function respondToSheet(
  db: Database,
  { sheetId, businessId, now, actor, participate, reason }: SupplierStep & { actor: SheetActor; participate: boolean; reason: string },
) {
  return db.transaction(async (tx) => {
    const { sheet, quotation } = await reachable(tx, sheetId, businessId, true);
    if (sheet.state !== "quoting" || sheet.deadline <= now) throw refuse("state", "报价已截止");
    await refuseRevoked(tx, sheet.id, businessId);
    const mine = quotation ?? (await insertQuotation(tx, sheet.id, businessId));
    const answered = await applyEvent(tx, quotationRecord, mine, {
      event: { type: "respond", participate, reason },
      patch: participate ? {} : { declineReason: reason },
    });
    await stepInvitation(tx, sheet.id, businessId, { type: "respond", participate, reason }, now, actor, reason);
    return answered;
  });
}

/** What a supplier submits for a round: its priced lines and terms. */
interface QuotationSubmission {
  lines: readonly QuotedLine[];
  freightFen: number;
  validUntil: string;
  acceptPaymentTerms: boolean;
  remark: string;
}

/**
 * A sealed quotation of the current round (a revision replaces the round's earlier one): priced by
 * the server from the sheet's quantities, sealed to the sheet's key, with the supplier's own copy of
 * every round sealed for it alone.
 */
export function submitQuotation(
  db: Database,
  seal: SealedEnvelopes,
  {
    sheetId,
    businessId,
    now,
    actor,
    submission,
    fileIds,
  }: SupplierStep & {
    actor: SheetActor;
    submission: QuotationSubmission;
    /** 报价附件 already checked as this business's: sealed with this round's prices, replacing the round's earlier ones. */
    fileIds: readonly number[];
  },
): Promise<QuotationRow> {
  const { lines: quoted, ...terms } = submission;
  return db.transaction(async (tx) => {
    const { sheet, quotation } = await reachable(tx, sheetId, businessId, true);
    if (sheet.state !== "quoting" && sheet.state !== "round_quoting") throw refuse("state", "询价单当前不接受报价");
    await refuseRevoked(tx, sheet.id, businessId);
    if (sheet.state === "round_quoting" && quotation?.round !== sheet.round) throw refuse("state", "贵司未入围本轮报价");
    const sheetLines = await linesOf(tx, sheet.id);
    const mine = quotation ?? (await insertQuotation(tx, sheet.id, businessId));
    const history = (mine.sealedForAuthor ? seal.openForAuthor(sheet.id, businessId, mine.sealedForAuthor) : null) as Record<string, QuotationContent> | null;
    // A round that asks for some lines only: the rest keep this supplier's previous round's prices.
    const merged = scopedQuote(quoted, roundLinesOf(sheet), previousRoundLines(history, sheet.round));
    if (!merged.ok) throw refuse("invalid", ROUND_SCOPE_TEXTS["round.outside-scope"](merged.lineNos));
    const linesRefused = quotedLinesRefusal(merged.value, sheetLines, sheet.partialAllowed);
    if (linesRefused) throw refuse("invalid", linesRefused);
    const raised = sheet.noRaise ? raisedPriceRefusal(history, sheet.round, merged.value) : null;
    if (raised) throw refuse("invalid", raised);
    const content = priceQuotation(merged.value, new Map(sheetLines.map((line) => [line.lineNo, line.quantityMilli])), terms);
    const round = String(sheet.round);
    const sealed = seal.sealForBuyer(sheet, content);
    const submitted = await applyEvent(tx, quotationRecord, mine, {
      event: { type: "submit", now: now.getTime(), deadline: sheet.deadline.getTime() },
      patch: {
        sealedForBuyer: sealed,
        sealedRounds: { ...mine.sealedRounds, [round]: sealed },
        sealedForAuthor: seal.sealForAuthor(sheet.id, businessId, { ...(history ?? {}), [round]: content }),
        round: sheet.round,
        submittedAt: now,
        submittedBy: actor.memberId,
        // A quotation sent after a 变更公告 is the confirmation the amendment asked for.
        reconfirmSince: null,
      },
    });
    await replaceFileSet(tx, { sheetId: sheet.id, quotationId: submitted.id, round: sheet.round }, fileIds, { memberId: actor.memberId, at: now });
    await stepInvitation(tx, sheet.id, businessId, { type: "quote" }, now, actor);
    await recount(tx, sheet, `quote:${businessId}:${submitted.version}`, actor, `供应商提交报价（第${submitted.version}版）`);
    return submitted;
  });
}

/**
 * Confirms a quotation a substantive 变更公告 set back: the supplier's own last prices of the lines
 * that remain, priced at the amended quantities and submitted as a new version (with the round's
 * files); refused, naming them, when new lines must be priced first.
 */
export async function reconfirmQuotation(
  db: Database,
  seal: SealedEnvelopes,
  { sheetId, businessId, now, actor }: SupplierStep & { actor: SheetActor },
): Promise<QuotationRow> {
  const { sheet, quotation } = await reachable(db, sheetId, businessId, false);
  if (!quotation?.reconfirmSince) throw refuse("state", "贵司的报价无需确认变更");
  const history = (quotation.sealedForAuthor ? seal.openForAuthor(sheet.id, businessId, quotation.sealedForAuthor) : null) as Record<
    string,
    QuotationContent
  > | null;
  const last = history?.[String(sheet.round)];
  if (!last) throw refuse("invalid", unpricedLinesText([]));
  const lineNos = (await linesOf(db, sheet.id)).map((line) => line.lineNo);
  const kept = reconfirmedQuote(
    last.lines.map(({ amountFen: _amount, ...line }) => line),
    lineNos,
    sheet.partialAllowed,
  );
  if (!kept.ok) throw refuse("invalid", unpricedLinesText(kept.lineNos));
  const { freightFen, validUntil, acceptPaymentTerms, remark } = last;
  const fileIds = [...(await quotationResourceIds(db, sheet.id, businessId))];
  return submitQuotation(db, seal, {
    sheetId,
    businessId,
    now,
    actor,
    submission: { lines: kept.value, freightFen, validUntil, acceptPaymentTerms, remark },
    fileIds,
  });
}

/** Withdraws the current round's quotation before the deadline (earlier rounds' stay sealed for the buyer). */
export function withdrawQuotation(db: Database, { sheetId, businessId, now, actor }: SupplierStep & { actor: SheetActor }): Promise<QuotationRow> {
  return db.transaction(async (tx) => {
    const { sheet, quotation } = await reachable(tx, sheetId, businessId, true);
    if (!quotation) throw refuse("state", "贵司尚未报价");
    const { [String(sheet.round)]: _withdrawn, ...earlier } = quotation.sealedRounds;
    const withdrawn = await applyEvent(tx, quotationRecord, quotation, {
      event: { type: "withdraw", now: now.getTime(), deadline: sheet.deadline.getTime() },
      patch: { sealedForBuyer: null, sealedRounds: earlier },
    });
    // The round's 报价附件 go with its prices.
    await replaceFileSet(tx, { sheetId: sheet.id, quotationId: quotation.id, round: sheet.round }, [], { memberId: actor.memberId, at: now });
    await recount(tx, sheet, `withdraw:${businessId}:${withdrawn.version}`, actor, "供应商撤回报价");
    return withdrawn;
  });
}
