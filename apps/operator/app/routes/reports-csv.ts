import { operatorCalls } from "@cidp/api-client/contract";
import { reportCsv } from "../lib/report-csv.ts";
import { reportQueryOf } from "../lib/report-query.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/reports-csv";

/** The report of the page's period and city as a CSV file, named by its period. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "reports.read");
  const answer = await callServices(request, operatorCalls.report, reportQueryOf(new URL(request.url)));
  if (!answer.ok) {
    if (answer.status === 400) return new Response(answer.message, { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
    throw refusalOf(request, answer);
  }
  const report = answer.data;
  const name = `统计报表-${report.cityName}-${report.from}至${report.to}.csv`;
  return new Response(reportCsv(report), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="report-${report.from}-${report.to}.csv"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "cache-control": "no-store",
    },
  });
}
