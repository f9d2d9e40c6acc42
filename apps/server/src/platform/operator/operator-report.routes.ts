import { operatorCalls } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { createPlatformReport, ReportError } from "./platform-report.ts";
import { answeringRefusals, type StaffRouteKit } from "./staff-route-kit.ts";

/** 统计报表: a period's figures by day and region (the back office draws the charts and writes the CSV). */
export function operatorReportRoutes(app: FastifyInstance, { db, now, staff }: StaffRouteKit) {
  const reports = createPlatformReport(db, now);
  contractRoute(app, operatorCalls.report, async (request) => ok(await answeringRefusals([ReportError], () => reports.report(request.query))), staff("report"));
}
