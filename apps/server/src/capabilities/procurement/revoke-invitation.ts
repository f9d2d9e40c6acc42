import { procurementCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { buyerOf } from "./buyer-context.ts";
import { revokeInvitation } from "./invitation-records.ts";

/** 撤销邀请 of an invited supplier (invitation-records.ts holds the rule and the save). */
export async function revokeInvitationRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  contractRoute(app, procurementCalls.revokeInvitation, async (request) => {
    const { businessId, actor } = buyerOf(request);
    const { id, supplierBusinessId } = request.body;
    await revokeInvitation(db, { sheetId: id, supplierBusinessId, businessId, actor, now: now() });
    return ok(null, "已撤销邀请");
  });
}
