import { platformPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope.ts";
import { deliveryAddressRoutes } from "./address-routes.ts";
import { buyerProcurementRoutes, type ProcurementRoutesOptions } from "./buyer-routes.ts";
import { draftCheckRoutes } from "./draft-check.ts";
import { externalInvitationRoutes } from "./external-invitations.ts";
import { openProcurementRoutes } from "./open-routes.ts";
import { procurementPartnerRoutes } from "./partner-routes.ts";
import { PROCUREMENT_JOB_KINDS } from "./procurement-jobs.ts";
import { procurementSettingsRoutes } from "./procurement-settings.ts";
import { procurementReportRoutes } from "./report-routes.ts";
import { revokeInvitationRoutes } from "./revoke-invitation.ts";
import { sheetDocumentRoutes } from "./sheet-document-routes.ts";
import { supplierProcurementRoutes } from "./supplier-routes.ts";

const HOUR = 3_600_000;

/** 询价采购: the buyer's and the suppliers' calls (sealed quotations; deadlines run in procurement-jobs.ts). */
export async function procurementRoutes(app: FastifyInstance, options: ProcurementRoutesOptions & { devHelpers?: boolean; portalHome?: string }) {
  await buyerProcurementRoutes(app, options);
  await supplierProcurementRoutes(app, options);
  await procurementReportRoutes(app, options);
  await procurementPartnerRoutes(app, options);
  await deliveryAddressRoutes(app, options);
  await draftCheckRoutes(app, options);
  await procurementSettingsRoutes(app, options);
  await revokeInvitationRoutes(app, options);
  await sheetDocumentRoutes(app, options);
  await openProcurementRoutes(app, options);
  await externalInvitationRoutes(app, { ...options, portalHome: options.portalHome ?? "http://localhost:3000/default/home" });
  if (options.devHelpers) {
    // Journeys cross a deadline without waiting for it: the jobs run as if the clock were ahead.
    app.post(platformPaths.devProcurementJobs, async (request) => {
      const hours = Math.min(24 * 400, Math.max(0, Number((request.query as { hours?: string }).hours) || 0));
      return ok({ ran: await app.jobs.runDue({ kinds: PROCUREMENT_JOB_KINDS, now: new Date((options.now?.() ?? new Date()).getTime() + hours * HOUR) }) });
    });
  }
}
