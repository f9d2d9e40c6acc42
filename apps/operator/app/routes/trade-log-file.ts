import { operatorCalls, tradeNumberSchema } from "@cidp/api-client/contract";
import { fetchServicesFile } from "../lib/services.server.ts";
import { requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/trade-log-file";

const FORMATS = { csv: "text/csv; charset=utf-8", pdf: "application/pdf" } as const;

/** A call for offers' log as CSV or PDF (the services audit the export), named by its number. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "audit.read");
  const url = new URL(request.url);
  const number = tradeNumberSchema.safeParse(url.searchParams.get("number") ?? "");
  const format = url.searchParams.get("format");
  if (!number.success || (format !== "csv" && format !== "pdf")) {
    return new Response("编号或导出格式不正确", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  const query = new URLSearchParams({ number: number.data, format });
  const file = await fetchServicesFile(request, `${operatorCalls.tradeLogFile.path}?${query}`);
  if (!file.ok) return new Response("导出失败，请稍后重试", { status: file.status, headers: { "content-type": "text/plain; charset=utf-8" } });
  const name = `操作日志-${number.data}.${format}`;
  return new Response(file.body, {
    headers: {
      "content-type": FORMATS[format],
      "content-disposition": `attachment; filename="trade-log-${number.data}.${format}"; filename*=UTF-8''${encodeURIComponent(name)}`,
      "cache-control": "no-store",
    },
  });
}
