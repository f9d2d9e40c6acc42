import { openApiCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { publicTenderPage } from "./public-tender-repository.ts";
import { tenderSummary } from "./tender-records.ts";
import { namesOf } from "./tender-repository.ts";

/** The open API's public notices (scope `public:read`): the tenders anyone may read on the portal, for an app. */
export async function openTenderRoutes(app: FastifyInstance, { db }: { db: Database }) {
  contractRoute(app, openApiCalls.tenders, async (request) => {
    const { current, size, keyword } = request.query;
    const { rows, total } = await publicTenderPage(db, { current, size, keyword });
    const names = await namesOf(
      db,
      rows.map((r) => r.tendererBusinessId),
    );
    const records = rows.map((row) => {
      const summary = tenderSummary(row, names.get(row.tendererBusinessId) ?? "");
      return {
        id: summary.id,
        tenderNo: summary.tenderNo,
        title: summary.title,
        projectName: summary.projectName,
        tendererName: summary.tendererName,
        stateLabel: summary.stateLabel,
        estimateFen: summary.estimateFen,
        registrationEnd: summary.registrationEnd,
        bidDeadline: summary.bidDeadline,
        publishTime: summary.publishTime,
      };
    });
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });
}
