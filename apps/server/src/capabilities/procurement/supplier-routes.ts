import { procurementCalls } from "@cidp/api-client/contract";
import { type InvitationEvent, type InvitationState, transitionInvitation } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import { authOf } from "../../plugins/auth.ts";
import type { ProcurementRoutesOptions } from "./buyer-context.ts";
import { priceQuotation, type QuotationContent, type QuotationRow, quotationRecord, quotationStateView } from "./quotation-records.ts";
import {
  countQuotationsIn,
  findSheet,
  insertQuotation,
  invitationOf,
  openSheetPage,
  quotationOfSupplier,
  supplierQuotationPage,
  updateInvitation,
} from "./quotation-repository.ts";
import { revokedRefusal } from "./revoke-invitation.ts";
import { applySheetEvent, lockSheet, type SheetActor, type SheetRow, supplierSheetSummary } from "./sheet-records.ts";
import { linesOf, summaryFacts } from "./sheet-repository.ts";
import { myRankOf, quotedLinesRefusal, raisedPriceRefusal, supplierHeaderOf } from "./supplier-views.ts";

function supplierOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw new HttpError(403, "请先选择企业");
  const businessId = auth.business.businessId;
  return { businessId, actor: { kind: "supplier", businessId, memberId: auth.member.id } as SheetActor };
}

const NOT_FOUND = "询价单不存在或未向贵司开放";

/** The supplier's calls: invitations, public inquiries, responding, sealed quoting and withdrawing. */
export async function supplierProcurementRoutes(app: FastifyInstance, { db, seal, now = () => new Date() }: ProcurementRoutesOptions) {
  const summaryOf = async (row: SheetRow) => supplierSheetSummary(row, await summaryFacts(db, row));

  /** The sheet as this supplier may see it, with their quotation row (none yet on a public sheet). */
  async function reachable(tx: Database, sheetId: number, businessId: number, lock: boolean) {
    const sheet = lock ? await lockSheet(tx, sheetId) : await findSheet(tx, sheetId);
    if (!sheet || sheet.buyerBusinessId === businessId || sheet.state === "draft" || sheet.state === "approving") throw new HttpError(404, NOT_FOUND);
    const quotation = await quotationOfSupplier(tx, sheetId, businessId);
    if (!quotation && !(sheet.mode === "public" && sheet.state === "quoting")) throw new HttpError(404, NOT_FOUND);
    return { sheet, quotation };
  }

  async function ensureQuotation(tx: Database, sheet: SheetRow, businessId: number, quotation: QuotationRow | undefined): Promise<QuotationRow> {
    return quotation ?? insertQuotation(tx, sheet.id, businessId);
  }

  async function stepInvitation(tx: Database, sheetId: number, businessId: number, event: InvitationEvent, reason = "") {
    const invitation = await invitationOf(tx, sheetId, businessId);
    if (!invitation) return;
    const result = transitionInvitation(invitation.state as InvitationState, event);
    if (!result.ok || !result.value.changed) return;
    const at = now();
    await updateInvitation(tx, invitation.id, {
      state: result.value.state,
      ...(event.type === "view" ? { viewedAt: at } : {}),
      ...(event.type === "respond" ? { respondedAt: at, declineReason: reason } : {}),
    });
  }

  /** Counts the current round's valid quotations onto the sheet (under its lock). */
  async function recount(tx: Database, sheet: SheetRow, eventKey: string, actor: SheetActor, note: string) {
    const state = sheet.round === 1 ? "submitted" : "round_submitted";
    const quotations = await countQuotationsIn(tx, sheet.id, state);
    return applySheetEvent(tx, sheet, { event: { type: "quotation-counted", quotations }, eventKey, actor, note });
  }

  contractRoute(app, procurementCalls.supplierList, async (request) => {
    const { businessId } = supplierOf(request);
    const { current, size, state } = request.query;
    const { rows, total } = await supplierQuotationPage(db, businessId, { current, size, state });
    const records = await Promise.all(
      rows.map(async ({ sheet, q }) => {
        const view = quotationStateView(q.state);
        return { ...(await summaryOf(sheet)), myState: view.state, myStateLabel: view.stateLabel };
      }),
    );
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, procurementCalls.openList, async (request) => {
    const { current, size, category } = request.query;
    const { rows, total } = await openSheetPage(db, { current, size, category });
    return ok({ records: await Promise.all(rows.map(summaryOf)), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, procurementCalls.supplierDetail, async (request) => {
    const { businessId } = supplierOf(request);
    const { sheet, quotation } = await db.transaction(async (tx) => {
      const found = await reachable(tx, request.query.id, businessId, false);
      await stepInvitation(tx, found.sheet.id, businessId, { type: "view" });
      return found;
    });
    const lines = await linesOf(db, sheet.id);
    const mine = quotation?.sealedForAuthor
      ? (seal.openForAuthor(sheet.id, businessId, quotation.sealedForAuthor) as Record<string, QuotationContent> | null)
      : null;
    const latest = mine ? (mine[String(Math.max(...Object.keys(mine).map(Number)))] ?? null) : null;
    const state = quotationStateView(quotation?.state ?? "pending_response");
    const open = sheet.deadline > now() && (sheet.state === "quoting" || (sheet.state === "round_quoting" && quotation?.round === sheet.round));
    return ok({
      ...(await summaryOf(sheet)),
      header: supplierHeaderOf(sheet),
      // The buyer's contact is shown once the quotations are opened.
      contactName: sheet.openedRounds > 0 ? sheet.contactName : "",
      contactPhone: sheet.openedRounds > 0 ? sheet.contactPhone : "",
      lines: lines.map(({ id: _id, sheetId: _sheetId, controlPriceFen: _c, infoPriceFen: _i, ...line }) => line),
      myState: state.state,
      myStateLabel: state.stateLabel,
      myVersion: quotation?.version ?? 0,
      myQuotation: latest,
      myRank: await myRankOf(db, seal, sheet, lines, quotation),
      canQuote: open && !["declined", "not_shortlisted"].includes(state.state),
    });
  });

  contractRoute(app, procurementCalls.respond, async (request) => {
    const { businessId } = supplierOf(request);
    const { participate, reason } = request.body;
    const row = await db.transaction(async (tx) => {
      const { sheet, quotation } = await reachable(tx, request.body.id, businessId, true);
      if (sheet.state !== "quoting" || sheet.deadline <= now()) throw new HttpError(400, "报价已截止");
      const revoked = await revokedRefusal(tx, sheet.id, businessId);
      if (revoked) throw new HttpError(400, revoked);
      const mine = await ensureQuotation(tx, sheet, businessId, quotation);
      const answered = await applyEvent(tx, quotationRecord, mine, {
        event: { type: "respond", participate, reason },
        patch: participate ? {} : { declineReason: reason },
      });
      await stepInvitation(tx, sheet.id, businessId, { type: "respond", participate, reason }, reason);
      return answered;
    });
    return ok(quotationStateView(row.state));
  });

  contractRoute(app, procurementCalls.submitQuotation, async (request) => {
    const { businessId, actor } = supplierOf(request);
    const { lines: quoted, freightFen, validUntil, acceptPaymentTerms, remark } = request.body;
    const at = now();
    const row = await db.transaction(async (tx) => {
      const { sheet, quotation } = await reachable(tx, request.body.id, businessId, true);
      if (sheet.state !== "quoting" && sheet.state !== "round_quoting") throw new HttpError(400, "询价单当前不接受报价");
      const revoked = await revokedRefusal(tx, sheet.id, businessId);
      if (revoked) throw new HttpError(400, revoked);
      if (sheet.state === "round_quoting" && quotation?.round !== sheet.round) throw new HttpError(400, "贵司未入围本轮报价");
      const sheetLines = await linesOf(tx, sheet.id);
      const quantities = new Map(sheetLines.map((line) => [line.lineNo, line.quantityMilli]));
      const linesRefused = quotedLinesRefusal(quoted, sheetLines, sheet.partialAllowed);
      if (linesRefused) throw new HttpError(400, linesRefused);
      const mine = await ensureQuotation(tx, sheet, businessId, quotation);
      const history = (mine.sealedForAuthor ? seal.openForAuthor(sheet.id, businessId, mine.sealedForAuthor) : null) as Record<string, QuotationContent> | null;
      const raised = sheet.noRaise ? raisedPriceRefusal(history, sheet.round, quoted) : null;
      if (raised) throw new HttpError(400, raised);
      const content = priceQuotation(quoted, quantities, { freightFen, validUntil, acceptPaymentTerms, remark });
      const round = String(sheet.round);
      const sealed = seal.sealForBuyer(sheet, content);
      const submitted = await applyEvent(tx, quotationRecord, mine, {
        event: { type: "submit", now: at.getTime(), deadline: sheet.deadline.getTime() },
        patch: {
          sealedForBuyer: sealed,
          sealedRounds: { ...mine.sealedRounds, [round]: sealed },
          sealedForAuthor: seal.sealForAuthor(sheet.id, businessId, { ...(history ?? {}), [round]: content }),
          round: sheet.round,
          submittedAt: at,
          submittedBy: actor.memberId,
        },
      });
      await stepInvitation(tx, sheet.id, businessId, { type: "quote" });
      await recount(tx, sheet, `quote:${businessId}:${submitted.version}`, actor, `供应商提交报价（第${submitted.version}版）`);
      return submitted;
    });
    return ok({ ...quotationStateView(row.state), version: row.version, submitTime: formatDateTime(row.submittedAt ?? at) });
  });

  contractRoute(app, procurementCalls.withdrawQuotation, async (request) => {
    const { businessId, actor } = supplierOf(request);
    const row = await db.transaction(async (tx) => {
      const { sheet, quotation } = await reachable(tx, request.body.id, businessId, true);
      if (!quotation) throw new HttpError(400, "贵司尚未报价");
      const { [String(sheet.round)]: _withdrawn, ...earlier } = quotation.sealedRounds;
      const withdrawn = await applyEvent(tx, quotationRecord, quotation, {
        event: { type: "withdraw", now: now().getTime(), deadline: sheet.deadline.getTime() },
        patch: { sealedForBuyer: null, sealedRounds: earlier },
      });
      await recount(tx, sheet, `withdraw:${businessId}:${withdrawn.version}`, actor, "供应商撤回报价");
      return withdrawn;
    });
    return ok(quotationStateView(row.state));
  });
}
