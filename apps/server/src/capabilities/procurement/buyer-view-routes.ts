import { procurementCalls } from "@cidp/api-client/contract";
import { INVITATION_STATE_LABELS } from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { refuse } from "../../runtime/refusal.ts";
import { amendmentsOf } from "./amendment-records.ts";
import { buyerOf, buyerSummaryOf, type ProcurementRoutesOptions } from "./buyer-context.ts";
import { roundComparisons } from "./comparison-rounds.ts";
import { maskedContact, sheetWarnings } from "./invitations.ts";
import { quotationStateView } from "./quotation-records.ts";
import { changeNoticeHoursOf, minRoundHoursOf } from "./settings-repository.ts";
import { buyerFilesView } from "./sheet-documents.ts";
import type { SheetRow } from "./sheet-records.ts";
import { buyerDetailRows, buyerSheetPage, findOwnSheet } from "./sheet-repository.ts";
import { supplierHeaderOf } from "./supplier-views.ts";

const INVITATION_LABELS: Readonly<Record<string, string>> = INVITATION_STATE_LABELS;
/** A company invited by phone or credit code that has yet to register and certify. */
const PENDING_REGISTRATION_LABEL = "待注册";

/**
 * What the buyer's form shows of a sheet: everything it wrote, nothing of the keys or the owner —
 * the terms every supplier reads, with the buyer's own contact and chosen delivery address.
 */
function headerOf(row: SheetRow) {
  return {
    ...supplierHeaderOf(row),
    ...(row.deliveryAddressId ? { deliveryAddressId: row.deliveryAddressId } : {}),
    contactName: row.contactName,
    contactPhone: row.contactPhone,
  };
}

type DetailRows = Awaited<ReturnType<typeof buyerDetailRows>>;

/** Each supplier's standing: its quotation's state and how it came (invited or 公开报名); invitees of a draft have none yet. */
function standingsOf(suppliers: DetailRows[1], invitations: DetailRows[2]) {
  const invitationOf = new Map(invitations.map((i) => [i.invitation.supplierBusinessId, i.invitation.state]));
  return [
    ...suppliers.map(({ q, name }) => ({
      supplierBusinessId: q.supplierBusinessId,
      supplierName: name,
      ...quotationStateView(q.state),
      invitation: INVITATION_LABELS[invitationOf.get(q.supplierBusinessId) ?? ""] ?? "公开报名",
      version: q.version,
      submitTime: q.submittedAt ? formatDateTime(q.submittedAt) : null,
    })),
    ...invitations
      .filter((i) => !suppliers.some((s) => s.q.supplierBusinessId === i.invitation.supplierBusinessId))
      .map((i) => ({
        supplierBusinessId: i.invitation.supplierBusinessId,
        supplierName: i.name,
        ...quotationStateView("pending_response"),
        invitation: INVITATION_LABELS[i.invitation.state] ?? i.invitation.state,
        version: 0,
        submitTime: null,
      })),
  ];
}

/** What the buyer reads: its list, a sheet in detail, and the opened rounds' comparison. */
export async function buyerViewRoutes(app: FastifyInstance, { db, seal }: ProcurementRoutesOptions) {
  async function ownSheet(request: FastifyRequest, id: number): Promise<SheetRow> {
    const row = await findOwnSheet(db, id, buyerOf(request).businessId);
    if (!row) throw refuse("not_found", "询价单不存在");
    return row;
  }

  contractRoute(app, procurementCalls.buyerList, async (request) => {
    const { businessId } = buyerOf(request);
    const { current, size, state } = request.query;
    const { rows, total } = await buyerSheetPage(db, businessId, { current, size, state });
    return ok({ records: await Promise.all(rows.map((row) => buyerSummaryOf(db, row))), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, procurementCalls.buyerDetail, async (request) => {
    const row = await ownSheet(request, request.query.id);
    const [lines, suppliers, invitations, events, pending] = await buyerDetailRows(db, row.id);
    return ok({
      ...(await buyerSummaryOf(db, row)),
      header: headerOf(row),
      lines: lines.map(({ id: _lineId, sheetId: _sheetId, ...line }) => line),
      suppliers: standingsOf(suppliers, invitations),
      pendingInvitations: pending.map((p) => ({
        id: p.id,
        companyName: p.companyName,
        contact: maskedContact(p),
        stateLabel: PENDING_REGISTRATION_LABEL,
        invitedAt: formatDateTime(p.invitedAt),
      })),
      openedRounds: row.openedRounds,
      minRoundHours: await minRoundHoursOf(db, row.buyerBusinessId),
      closingReason: row.closingReason,
      approvalNote: row.approvalNote,
      awardedBusinessId: row.awardedBusinessId,
      warnings: await sheetWarnings(db, row),
      events: events.map((e) => ({ type: e.type, actorKind: e.actorKind as "buyer", note: e.note, time: formatDateTime(e.at) })),
      ...(await buyerFilesView(db, row)),
      amendments: await amendmentsOf(db, row.id),
      changeNoticeHours: await changeNoticeHoursOf(db, row.buyerBusinessId),
    });
  });

  contractRoute(app, procurementCalls.comparison, async (request) => {
    const row = await ownSheet(request, request.query.id);
    if (row.openedRounds === 0) throw new HttpError(409, "报价截止前，任何人都不能查看报价");
    return ok({ rounds: await roundComparisons(db, seal, row) });
  });
}
