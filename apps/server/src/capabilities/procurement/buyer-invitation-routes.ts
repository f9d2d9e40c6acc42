import { procurementCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { refuse } from "../../runtime/refusal.ts";
import { buyerOf, type ProcurementRoutesOptions } from "./buyer-context.ts";
import { inviteSuppliers } from "./invitation-records.ts";
import { sheetWarnings } from "./invitations.ts";
import { supplierPoolPage } from "./sheet-repository.ts";

/** The buyer's invitations of suppliers on the platform, and the pool it picks them from. */
export async function buyerInvitationRoutes(app: FastifyInstance, { db, now = () => new Date() }: ProcurementRoutesOptions) {
  contractRoute(app, procurementCalls.invite, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const ids = [...new Set(request.body.supplierBusinessIds)];
    if (ids.includes(businessId)) throw refuse("invalid", "不能邀请本企业报价");
    const invited = await inviteSuppliers(db, { sheetId: request.body.id, businessId, actor, supplierIds: ids, now: now() });
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
