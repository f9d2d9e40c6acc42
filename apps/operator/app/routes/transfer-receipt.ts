import { operatorCalls, requestPartsOf } from "@cidp/api-client/contract";
import { fetchServicesFile } from "../lib/services.server.ts";
import { requireStaff } from "../lib/staff.server.ts";
import { transferTexts as texts } from "../transfers/transfer-texts.ts";
import type { Route } from "./+types/transfer-receipt";

/** The headers of the services' answer that make it a download (its type, name, no cache, no sniffing). */
const PASSED_ON = ["content-type", "content-disposition", "cache-control", "x-content-type-options"];

/**
 * 下载回单: the stored 回单 of a confirmed transfer (`?reference=`) or of a refund made (`?refundId=`),
 * fetched from the services, which check finance's key again, and passed on as they send it.
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "finance.transfers");
  const query = new URL(request.url).searchParams;
  const refundId = query.get("refundId");
  const path = refundId
    ? requestPartsOf(operatorCalls.bankTransferRefundReceipt, { refundId }).url
    : requestPartsOf(operatorCalls.bankTransferReceipt, { reference: query.get("reference") || "-" }).url;
  const file = await fetchServicesFile(request, path);
  if (!file.ok) {
    await file.body?.cancel();
    return new Response(file.status === 404 ? texts.receiptMissing : texts.receiptFailed, {
      status: file.status,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  const headers = new Headers();
  for (const name of PASSED_ON) {
    const value = file.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(file.body, { headers });
}
