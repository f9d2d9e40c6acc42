import { operatorCalls } from "@cidp/api-client/contract";
import { fetchServicesFile } from "../lib/services.server.ts";
import { requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/audit-csv";

/** The audit export (the services write the audit line of the export itself), named by the day. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit.read");
  const file = await fetchServicesFile(request, operatorCalls.auditCsv.path);
  if (!file.ok) return new Response("导出失败，请稍后重试", { status: file.status, headers: { "content-type": "text/plain; charset=utf-8" } });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(file.body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="operator-audit-${day}.csv"; filename*=UTF-8''${encodeURIComponent(`操作日志-${day}.csv`)}`,
      "cache-control": "no-store",
    },
  });
}
