import { procurementCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError } from "../../http/validate.ts";
import { buyerOf, type ProcurementRoutesOptions } from "./buyer-context.ts";
import { openInvitations, sheetWarnings } from "./invitations.ts";
import { lockOwnSheet, logSheetEvent } from "./sheet-records.ts";
import { addInvitations, countBusinesses, supplierPoolPage } from "./sheet-repository.ts";

const INVITING_STATES = ["draft", "approving", "quoting"];

/** The buyer's invitations of suppliers on the platform, and the pool it picks them from. */
export async function buyerInvitationRoutes(app: FastifyInstance, { db, now = () => new Date() }: ProcurementRoutesOptions) {
  contractRoute(app, procurementCalls.invite, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const ids = [...new Set(request.body.supplierBusinessIds)];
    if (ids.includes(businessId)) throw new HttpError(400, "不能邀请本企业报价");
    const invited = await db.transaction(async (tx) => {
      const sheet = await lockOwnSheet(tx, request.body.id, businessId);
      if (!INVITING_STATES.includes(sheet.state) || sheet.deadline <= now()) throw new HttpError(400, "询价单当前状态不能邀请供应商");
      if ((await countBusinesses(tx, ids)) !== ids.length) throw new HttpError(400, "所选供应商不存在");
      const added = await addInvitations(tx, sheet.id, ids);
      const eventKey = `invite:${now().getTime()}:${added.length}`;
      await logSheetEvent(tx, sheet.id, { type: "invite", eventKey, actor, note: `邀请供应商${added.length}家` });
      // Invited to a sheet already out: the invitation opens at once (a draft's open when it goes out).
      if (sheet.state === "quoting") await openInvitations(tx, sheet, added);
      return { sheet, added: added.length };
    });
    return ok({ invited: invited.added, warnings: await sheetWarnings(db, invited.sheet) });
  });

  contractRoute(app, procurementCalls.supplierPool, async (request) => {
    const { businessId } = buyerOf(request);
    const { current, size } = request.query;
    const { rows, total } = await supplierPoolPage(db, businessId, request.query);
    return ok({
      records: rows.map(({ state, industry: trade, region: place, ...row }) => ({
        ...row,
        industry: trade ?? "",
        region: place ?? "",
        certified: state === "certified",
      })),
      total,
      current,
      size,
      pages: Math.ceil(total / size),
    });
  });
}
