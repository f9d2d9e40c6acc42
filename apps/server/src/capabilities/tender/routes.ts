import { tenderPaths } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { ok } from "../../http/envelope.ts";
import { bidderRoutes } from "./bidder-routes.ts";
import { openTenderRoutes } from "./open-routes.ts";
import { publicTenderRoutes } from "./public-routes.ts";
import { tenderDocumentRoutes } from "./tender-documents.ts";
import { TENDER_OPENING_JOB } from "./tender-opening.ts";
import { movePublicityEarlier } from "./tender-repository.ts";
import { type TenderRoutesOptions, tendererRoutes } from "./tenderer-routes.ts";

const HOUR = 3_600_000;

/** 招标投标: the tenderer's and the bidders' calls and the public notices (openings run in tender-opening.ts). */
export async function tenderRoutes(app: FastifyInstance, options: TenderRoutesOptions & { devHelpers?: boolean }) {
  await tendererRoutes(app, options);
  await bidderRoutes(app, options);
  await publicTenderRoutes(app, options);
  await openTenderRoutes(app, options);
  await tenderDocumentRoutes(app, options);
  if (options.devHelpers) {
    // Journeys and contract checks cross a bid deadline without waiting for it.
    // With `publicityOf`, that tender's candidate 公示 is moved as many hours earlier (so it can end).
    app.post(tenderPaths.devOpenings, async (request) => {
      const query = request.query as { hours?: string; publicityOf?: string };
      const hours = Math.min(24 * 400, Math.max(0, Number(query.hours) || 0));
      const publicityOf = Number(query.publicityOf) || 0;
      if (publicityOf > 0 && hours > 0) await movePublicityEarlier(options.db, publicityOf, hours);
      return ok({ ran: await app.jobs.runDue({ kinds: [TENDER_OPENING_JOB], now: new Date((options.now?.() ?? new Date()).getTime() + hours * HOUR) }) });
    });
  }
}
