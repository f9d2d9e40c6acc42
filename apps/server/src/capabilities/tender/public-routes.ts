import { tenderCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { refuse } from "../../runtime/refusal.ts";
import { findPublicTender, publicTenderPage } from "./public-tender-repository.ts";
import { tenderSummary } from "./tender-records.ts";
import { namesOf } from "./tender-repository.ts";
import { publicDetail } from "./tender-views.ts";

/** The public notices, readable without logging in: the list and each tender's announcements. */
export async function publicTenderRoutes(app: FastifyInstance, { db }: { db: Database }) {
  contractRoute(app, tenderCalls.openList, async (request) => {
    const { current, size, keyword } = request.query;
    const { rows, total } = await publicTenderPage(db, { current, size, keyword });
    const names = await namesOf(
      db,
      rows.map((r) => r.tendererBusinessId),
    );
    return ok({ records: rows.map((r) => tenderSummary(r, names.get(r.tendererBusinessId) ?? "")), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, tenderCalls.openDetail, async (request) => {
    const tender = await findPublicTender(db, request.query.id);
    if (!tender) throw refuse("not_found", "招标公告不存在");
    return ok(await publicDetail(db, tender));
  });
}
