import { ok } from "../../http/envelope.ts";
import { createPlatformReport, ReportError } from "./platform-report.ts";
import { answeringRefusals, type StaffRouteKit } from "./staff-route-kit.ts";

/** 统计报表: a period's figures by day and region (the back office draws the charts and writes the CSV). */
export function operatorReportRoutes({ db, now, route }: StaffRouteKit) {
  const reports = createPlatformReport(db, now);
  route("report", async (request) => ok(await answeringRefusals([ReportError], () => reports.report(request.query))));
}
