import type { FastifyInstance } from "fastify";
import type { ProcurementRoutesOptions } from "./buyer-context.ts";
import { buyerDraftRoutes } from "./buyer-draft-routes.ts";
import { buyerInvitationRoutes } from "./buyer-invitation-routes.ts";
import { buyerRoundRoutes } from "./buyer-round-routes.ts";
import { buyerViewRoutes } from "./buyer-view-routes.ts";

export type { ProcurementRoutesOptions } from "./buyer-context.ts";

/** The buyer's calls, by concern: drafts and approval, invitations, what it reads, rounds and award. */
export async function buyerProcurementRoutes(app: FastifyInstance, options: ProcurementRoutesOptions) {
  await buyerDraftRoutes(app, options);
  await buyerInvitationRoutes(app, options);
  await buyerViewRoutes(app, options);
  await buyerRoundRoutes(app, options);
}
